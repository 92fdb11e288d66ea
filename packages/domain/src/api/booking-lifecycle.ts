import { z } from "zod";
import { AMENDMENT_MESSAGES } from "../booking/amendment";
import { bookingStatusSchema } from "../booking/booking-status-schema";
import { MY_BOOKINGS_TABS } from "../booking/my-bookings";
import {
  MY_BOOKINGS_FILTER_MESSAGES,
  TRAVELLER_FILTER_MAX_LENGTH,
  travelDatesInOrder,
} from "../booking/my-bookings-filter";
import { paxTypeSchema } from "../catalogues/pax-type-schemas";
import { refundableTypeSchema } from "../catalogues/refundable-type-schema";
import { localDateTimeSchema } from "../results/trip-schema";
import { airportCodeSchema } from "../search/search-query";
import { plainText } from "../text/plain-text";
import { bookingIdSchema } from "./booking-id";
import { requestBodySchema } from "./envelope";
import { walletKindSchema } from "./ledger";

/**
 * After booking (J§2 My bookings, Confirmation, Cancel / amend booking; J§4 booking status;
 * the spec does not show these calls): the caller's bookings by tab, releasing a hold
 * (Unhold), and cancellation as a quote then a confirmation. Amounts are integer paise.
 */
export const MY_BOOKINGS_PATH = "/xms/v1/flight/my-bookings";
export const UNHOLD_PATH = "/xms/v1/flight/unhold";
export const CANCELLATION_QUOTE_PATH = "/xms/v1/flight/cancellation/quote";
export const CANCELLATION_CONFIRM_PATH = "/xms/v1/flight/cancellation/confirm";

export const MY_BOOKINGS_MAX_PAGE_SIZE = 50;
export const MY_BOOKINGS_DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;

const USER_ID_MAX_LENGTH = 64;

/** The filters of My bookings (`matchesMyBookingsFilter`); empty ones filter nothing. */
export const myBookingsFilterSchema = z
  .object({
    traveller: plainText().trim().max(TRAVELLER_FILTER_MAX_LENGTH).optional(),
    travelFrom: z.iso.date().optional(),
    travelTo: z.iso.date().optional(),
    bookedBy: plainText().trim().max(USER_ID_MAX_LENGTH).optional(),
  })
  .refine(travelDatesInOrder, {
    message: MY_BOOKINGS_FILTER_MESSAGES.travelDates,
    path: ["travelTo"],
  });

export const myBookingsRequestSchema = requestBodySchema(
  z.object({
    tab: z.enum(MY_BOOKINGS_TABS).default("All"),
    /** Zero-based. */
    page: z.int().nonnegative().max(MAX_PAGE).default(0),
    pageSize: z
      .int()
      .positive()
      .max(MY_BOOKINGS_MAX_PAGE_SIZE)
      .default(MY_BOOKINGS_DEFAULT_PAGE_SIZE),
    filter: myBookingsFilterSchema.default({}),
  }),
);
export type MyBookingsRequest = z.infer<typeof myBookingsRequestSchema>["data"];

const paise = z.int().nonnegative();
const count = z.int().nonnegative();
const tabCountsSchema = z.object(
  Object.fromEntries(MY_BOOKINGS_TABS.map((tab) => [tab, count])) as Record<
    (typeof MY_BOOKINGS_TABS)[number],
    typeof count
  >,
);

export const myBookingSummarySchema = z.object({
  bookingId: z.string(),
  status: bookingStatusSchema,
  /** The tab the booking falls under (never All). */
  tab: z.enum(MY_BOOKINGS_TABS),
  pnrs: z.record(z.string(), z.string()),
  /** First origin and last destination of the journey. */
  from: airportCodeSchema,
  to: airportCodeSchema,
  /** Local wall-clock time at `from`. */
  firstDeparture: localDateTimeSchema,
  /** "Mr Asha Sharma", in booking order. */
  passengers: z.array(z.string()),
  total: paise,
  /** Until when an unpaid booking can be paid; null for one awaiting its tickets (paid). */
  payBy: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** Paid, the airline refused the tickets: a retry booking is open (decision 0062). */
  awaitingTickets: z.boolean().optional(),
  /** Who booked it, for a viewer who sees colleagues' bookings. */
  bookedBy: z.object({ userId: z.string(), name: z.string() }).optional(),
});
export type MyBookingSummary = z.infer<typeof myBookingSummarySchema>;

export const myBookingsPayloadSchema = z.object({
  tab: z.enum(MY_BOOKINGS_TABS),
  page: z.int().nonnegative(),
  pageSize: z.int().positive(),
  /** Bookings under each tab, for the tab badges and the pager. */
  counts: tabCountsSchema,
  /** The page, newest first. */
  bookings: z.array(myBookingSummarySchema),
  /** Everyone whose bookings the caller sees, for the booker filter (the caller alone: none). */
  bookers: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type MyBookingsPayload = z.infer<typeof myBookingsPayloadSchema>;

export const unholdRequestSchema = requestBodySchema(z.object({ bookingId: bookingIdSchema }));

const SEGMENT_ID_MAX_LENGTH = 200;
/** The segments one booking may hold: five legs of up to four flights each. */
export const MAX_SEGMENTS_PER_BOOKING = 20;
export const REMARKS_MAX_LENGTH = 500;

/** Passengers are named by their position in the booking, "1" for the first. */
export const passengerIdSchema = z.string().regex(/^[1-9]$/, "Invalid passenger id");

/**
 * The passengers chosen per segment (J§2). Absent: the whole booking. The segments of a
 * connecting journey are cancelled together; a selection splitting one is refused.
 */
export const cancellationSelectionSchema = z
  .array(
    z.object({
      segmentId: plainText().min(1).max(SEGMENT_ID_MAX_LENGTH),
      passengerIds: z.array(passengerIdSchema).max(9).default([]),
    }),
  )
  .max(MAX_SEGMENTS_PER_BOOKING)
  .refine((segments) => segments.some((segment) => segment.passengerIds.length > 0), {
    message: AMENDMENT_MESSAGES.passengerRequired,
  });

const cancellationQuoteRequest = z.object({
  bookingId: bookingIdSchema,
  segments: cancellationSelectionSchema.optional(),
});

export const cancellationQuoteRequestSchema = requestBodySchema(cancellationQuoteRequest);
export type CancellationQuoteRequest = z.infer<typeof cancellationQuoteRequestSchema>["data"];

export const cancellationConfirmRequestSchema = requestBodySchema(
  cancellationQuoteRequest.extend({
    remarks: plainText().trim().max(REMARKS_MAX_LENGTH).optional(),
  }),
);
export type CancellationConfirmRequest = z.infer<typeof cancellationConfirmRequestSchema>["data"];

/** One passenger on one journey leg (all its segments). */
export const cancellationLineSchema = z.object({
  tripIndex: z.int().nonnegative(),
  segmentIds: z.array(z.string()),
  /** "DEL-BOM" (first origin and last destination of the leg). */
  route: z.string(),
  passengerId: passengerIdSchema,
  passengerName: z.string(),
  type: paxTypeSchema,
  refundableType: refundableTypeSchema,
  paid: paise,
  cancellationFee: paise,
  refund: paise,
});
export type CancellationLine = z.infer<typeof cancellationLineSchema>;

/** A paid seat, meal, baggage or fast forward of a cancelled passenger's flight (decision 0023). */
export const cancelledAddOnSchema = z.object({
  segmentId: z.string(),
  passengerId: passengerIdSchema,
  passengerName: z.string(),
  item: z.string(),
  paid: paise,
  refund: paise,
});

export const cancellationQuotePayloadSchema = z.object({
  bookingId: z.string(),
  lines: z.array(cancellationLineSchema),
  /** Each paid add-on of the cancelled passengers' flights, with what of it is refunded. */
  addOns: z.array(cancelledAddOnSchema),
  totalCancellationFee: paise,
  totalRefund: paise,
  /** The wallet the booking was paid from, where the refund goes. */
  refundTo: walletKindSchema,
  /** True when nothing of the booking would be left flying. */
  cancelsBooking: z.boolean(),
});
export type CancellationQuotePayload = z.infer<typeof cancellationQuotePayloadSchema>;

export const cancellationConfirmPayloadSchema = cancellationQuotePayloadSchema.extend({
  /** The request id of the cancellation (J§2), "AM" and 10 digits. */
  amendmentId: z.string(),
  amendmentType: z.literal("CANCELLATION"),
  bookingStatus: bookingStatusSchema,
  remarks: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type CancellationConfirmPayload = z.infer<typeof cancellationConfirmPayloadSchema>;
