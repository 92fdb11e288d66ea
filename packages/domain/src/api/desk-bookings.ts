import { z } from "zod";
import { isValidPnr } from "../booking/ticket-number";
import { DESK_LOOKUP_MESSAGES } from "../roles/booking-desk";
import { noControlCharacters } from "../text/plain-text";
import { BOOKING_ID_PATTERN, bookingIdSchema } from "./booking-id";
import { myBookingSummarySchema } from "./booking-lifecycle";
import { requestBodySchema } from "./envelope";

/**
 * The booking desk (issue 22, decision 0066): the call centre, its supervisors and admins
 * find any booking by its id or an airline PNR, and open it with its logs. Each call is
 * written to the audit log. For `mayOpenAnyBooking` roles only; others get 404.
 */
export const DESK_BOOKING_SEARCH_PATH = "/xms/v1/desk/booking-search";
export const DESK_BOOKING_PATH = "/xms/v1/desk/booking";

export type DeskLookup = { bookingId: string } | { pnr: string };

/** What a desk's search text asks for: a booking id or a PNR, in either case; else undefined. */
export function deskLookupOf(text: string): DeskLookup | undefined {
  const asked = text.trim().toUpperCase();
  if (BOOKING_ID_PATTERN.test(asked)) return { bookingId: asked };
  if (isValidPnr(asked)) return { pnr: asked };
  return undefined;
}

const DESK_QUERY_MAX_LENGTH = 64;

/** A booking id or a PNR, upper-cased, with the desk's message for anything else. */
export const deskQuerySchema = z
  .string(DESK_LOOKUP_MESSAGES.query)
  .check(noControlCharacters(DESK_LOOKUP_MESSAGES.query))
  .max(DESK_QUERY_MAX_LENGTH, { message: DESK_LOOKUP_MESSAGES.query, abort: true })
  .trim()
  .toUpperCase()
  .refine((text) => deskLookupOf(text) !== undefined, DESK_LOOKUP_MESSAGES.query);

export const deskBookingSearchRequestSchema = requestBodySchema(
  z.object({ query: deskQuerySchema }),
);

/** The bookings found, newest first, as My bookings lists them. */
export const deskBookingSearchPayloadSchema = z.object({
  bookings: z.array(myBookingSummarySchema),
});
export type DeskBookingSearchPayload = z.infer<typeof deskBookingSearchPayloadSchema>;

export const deskBookingRequestSchema = requestBodySchema(z.object({ bookingId: bookingIdSchema }));

/** The audit log, newest first, for admins (issue 22): who did what to what, and when. */
export const AUDIT_LOG_PATH = "/xms/v1/admin/audit-log";
export const AUDIT_LOG_PAGE_SIZE = 50;

export const auditLogRequestSchema = requestBodySchema(
  z.object({
    /** Only the entries about this booking id, user id or search text. */
    subject: z.string().check(noControlCharacters()).trim().max(DESK_QUERY_MAX_LENGTH).optional(),
    page: z.number().int().min(0).max(10_000).default(0),
  }),
);

export const auditLogPayloadSchema = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      actorId: z.string(),
      actorRole: z.string(),
      action: z.string(),
      subject: z.string(),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ),
  page: z.number(),
  hasMore: z.boolean(),
});
export type AuditLogPayload = z.infer<typeof auditLogPayloadSchema>;
