import { z } from "zod";
import { SEAT_FEATURES, SEAT_LEGEND, SEAT_STATUSES, SEAT_TYPES } from "../booking/add-ons";
import { cabinClassSchema } from "../catalogues/cabin-class-schema";
import { paxTypeSchema } from "../catalogues/pax-type-schemas";
import { MEAL_DIETS, wheelchairCodeSchema } from "../catalogues/special-services";
import { localDateTimeSchema } from "../results/trip-schema";
import { airportCodeSchema } from "../search/search-query";
import { plainText } from "../text/plain-text";
import { bookedAddOnSchema, seatNoSchema, ssrCodeSchema } from "./booked-add-on";
import { bookingIdSchema } from "./booking-id";
import { requestBodySchema } from "./envelope";

/**
 * Add-ons of a booked, unpaid booking (J§2 Add-ons; J§3 seat maps with legend, SSR data for
 * meal, baggage, fast forward and wheelchair; the spec does not show these calls). Seat map
 * and SSR catalogue per flight of the booking; the choices, which replace earlier ones and
 * are added to the booking's total. Amounts are integer paise.
 */
export const SEAT_MAP_PATH = "/xms/v1/flight/seat-map";
export const SSR_PATH = "/xms/v1/flight/ssr";
export const ADD_ONS_PATH = "/xms/v1/flight/add-ons";

/** 9 passengers on up to 5 legs of at most 2 flights each. */
const MAX_SELECTIONS = 90;
const paise = z.int().nonnegative();

export const seatMapRequestSchema = requestBodySchema(z.object({ bookingId: bookingIdSchema }));
export const ssrRequestSchema = requestBodySchema(z.object({ bookingId: bookingIdSchema }));

export const addOnSelectionSchema = z.object({
  segmentId: plainText().min(1).max(64),
  passengerIndex: z.int().nonnegative().max(8),
  seatNo: seatNoSchema.optional(),
  mealCode: ssrCodeSchema.optional(),
  baggageCode: ssrCodeSchema.optional(),
  fastForward: z.boolean().optional(),
  wheelchair: wheelchairCodeSchema.optional(),
});
export type AddOnSelection = z.infer<typeof addOnSelectionSchema>;

export const addOnsRequestSchema = requestBodySchema(
  z.object({
    bookingId: bookingIdSchema,
    /** Every choice of the booking: earlier ones not repeated here are dropped. */
    selections: z.array(addOnSelectionSchema).max(MAX_SELECTIONS),
  }),
);
export type AddOnsRequest = z.infer<typeof addOnsRequestSchema>["data"];

/** The booking's passengers as the add-on pages list them. */
export const addOnPassengerSchema = z.object({
  passengerIndex: z.int().nonnegative(),
  type: paxTypeSchema,
  /** "Mr Asha Sharma". */
  name: z.string(),
  carriesInfant: z.boolean(),
});

/** The flight an add-on list is for. */
const addOnSegmentSchema = z.object({
  segmentId: z.string(),
  tripIndex: z.int().nonnegative(),
  /** Airline code and number, "6E2134". */
  flightNumber: z.string(),
  from: airportCodeSchema,
  to: airportCodeSchema,
  departureTime: localDateTimeSchema,
});

export const seatSchema = z.object({
  seatNo: z.string(),
  column: z.string().length(1),
  row: z.int().positive(),
  type: z.enum(SEAT_TYPES),
  features: z.array(z.enum(SEAT_FEATURES)),
  /** The seat's charge (J§3 seatFare); 0 for a free seat. */
  price: paise,
  /** This booking's own seats are available to it (and listed in `chosen`). */
  status: z.enum(SEAT_STATUSES),
});

export const seatMapSegmentSchema = addOnSegmentSchema.extend({
  aircraft: z.object({ code: z.string(), name: z.string() }),
  cabinClass: cabinClassSchema,
  decks: z.array(
    z.object({
      deck: z.int().positive(),
      /** Column letters left to right ("A"…"F"). */
      columns: z.array(z.string().length(1)),
      /** An aisle follows each of these columns ("C" on a 3–3 cabin). */
      aislesAfter: z.array(z.string().length(1)),
      rows: z.array(
        z.object({
          row: z.int().positive(),
          exitRow: z.boolean(),
          extraLegroom: z.boolean(),
          seats: z.array(seatSchema),
        }),
      ),
    }),
  ),
  legend: z.array(
    z.object({ key: z.enum(SEAT_LEGEND.map((entry) => entry.key)), label: z.string() }),
  ),
  /** The seats this booking holds on the flight. */
  chosen: z.array(
    z.object({ passengerIndex: z.int().nonnegative(), seatNo: z.string(), seatFare: paise }),
  ),
});

export const seatMapPayloadSchema = z.object({
  bookingId: z.string(),
  passengers: z.array(addOnPassengerSchema),
  segments: z.array(seatMapSegmentSchema),
});
export type SeatMapPayload = z.infer<typeof seatMapPayloadSchema>;
export type SeatMapSegment = z.infer<typeof seatMapSegmentSchema>;

export const mealOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  diet: z.enum(MEAL_DIETS),
  price: paise,
});
export const baggageOptionSchema = z.object({
  code: z.string(),
  /** Extra check-in kilograms. */
  kg: z.int().positive(),
  price: paise,
});

export const ssrSegmentSchema = addOnSegmentSchema.extend({
  isDomestic: z.boolean(),
  /** The fare includes a meal: the meals listed are special meals, free. */
  mealIncluded: z.boolean(),
  meals: z.array(mealOptionSchema),
  baggage: z.array(baggageOptionSchema),
  /** Per passenger (adults and children); null where the airline does not sell it. */
  fastForward: z.object({ name: z.string(), price: paise }).nullable(),
  wheelchair: z.array(z.object({ code: wheelchairCodeSchema, name: z.string(), price: paise })),
});

export const ssrPayloadSchema = z.object({
  bookingId: z.string(),
  passengers: z.array(addOnPassengerSchema),
  segments: z.array(ssrSegmentSchema),
  /** What the booking has chosen so far. */
  addOns: z.array(bookedAddOnSchema),
});
export type SsrPayload = z.infer<typeof ssrPayloadSchema>;
export type SsrSegment = z.infer<typeof ssrSegmentSchema>;
export type MealOption = z.infer<typeof mealOptionSchema>;
export type BaggageOption = z.infer<typeof baggageOptionSchema>;
