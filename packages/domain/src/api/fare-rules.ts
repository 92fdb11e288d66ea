import { z } from "zod";
import { FEE_WINDOWS } from "../booking/fee-windows";
import { cabinClassSchema } from "../catalogues/cabin-class-schema";
import { fareTypeSchema } from "../catalogues/fare-type-schema";
import { refundableTypeSchema } from "../catalogues/refundable-type-schema";
import { baggageSchema } from "../results/trip-schema";
import { plainText } from "../text/plain-text";
import { bookingIdSchema } from "./booking-id";
import { requestBodySchema } from "./envelope";

/**
 * Fare rules (J§3 fare-rule tabs; the call is not shown in the spec): the rules of a search
 * price (its price id) or of the fares a review or booking holds (its bookingId), one entry
 * per journey leg, with the five fare-rule info entries (J§9 Baggage, Cancellation, Date
 * Change, Seat, Meal) the fare rules' tabs show. Fees are integer paise per passenger; null
 * means not permitted. An entry the airline sets nothing in (no allowance, no fee windows,
 * nothing included) reads 'As per airline policy.' (`fareRuleInfoRows`).
 */
export const FARE_RULES_PATH = "/xms/v1/flight/fare-rules";

const PRICE_ID_MAX_LENGTH = 200;

export const fareRulesRequestSchema = requestBodySchema(
  z
    .object({
      priceId: plainText().min(1).max(PRICE_ID_MAX_LENGTH).optional(),
      bookingId: bookingIdSchema.optional(),
    })
    .refine((data) => (data.priceId === undefined) !== (data.bookingId === undefined), {
      message: "Give either a priceId or a bookingId",
    }),
);
export type FareRulesRequest = z.infer<typeof fareRulesRequestSchema>["data"];

const paise = z.int().nonnegative();

export const feeWindowSchema = z.object({
  /** How long before departure the fee applies (the domain's fee windows, decision 0026). */
  window: z.enum(FEE_WINDOWS),
  /** Per passenger; null: not permitted. */
  fee: paise.nullable(),
});

/** Every window before departure in the domain's order, or none (the airline gave no fees). */
const feeWindowsSchema = z
  .array(feeWindowSchema)
  .refine(
    (fees) =>
      fees.length === 0 ||
      (fees.length === FEE_WINDOWS.length &&
        fees.every((entry, index) => entry.window === FEE_WINDOWS[index])),
    { message: "Give every fee window in order, or none" },
  );

/** An allowance ("15 Kg"), or null when the airline sets none. */
const allowanceSchema = z.string().min(1).max(40).nullable();

/** What the fare includes (the airline's words, "Free meal"); empty: nothing. */
const includedSchema = z.array(z.string().min(1).max(120)).max(10);

/**
 * The five info entries of a fare, in the spec's order (J§9): Baggage (check-in and cabin
 * allowance), Cancellation and Date Change (the fee in each window before departure), Seat and
 * Meal (what the fare includes).
 */
export const fareRuleInfoSchema = z.tuple([
  z.object({ title: z.literal("Baggage"), checkIn: allowanceSchema, cabin: allowanceSchema }),
  z.object({ title: z.literal("Cancellation"), fees: feeWindowsSchema }),
  z.object({ title: z.literal("Date Change"), fees: feeWindowsSchema }),
  z.object({ title: z.literal("Seat"), included: includedSchema }),
  z.object({ title: z.literal("Meal"), included: includedSchema }),
]);
export type FareRuleInfo = z.infer<typeof fareRuleInfoSchema>;
export type FareRuleInfoEntry = FareRuleInfo[number];

export const fareRuleSchema = z.object({
  /** "DEL-BOM": the leg's first departure and last arrival airports. */
  route: z.string(),
  flightNumbers: z.array(z.string()),
  fareIdentifier: z.string(),
  fareType: fareTypeSchema,
  cabinClass: cabinClassSchema,
  bookingClass: z.string(),
  fareBasis: z.string(),
  refundableType: refundableTypeSchema,
  baggage: baggageSchema,
  mealIncluded: z.boolean(),
  cancellation: z.array(feeWindowSchema),
  dateChange: z.array(feeWindowSchema),
  info: fareRuleInfoSchema,
});
export type FareRule = z.infer<typeof fareRuleSchema>;

export const fareRulesPayloadSchema = z.object({ fareRules: z.array(fareRuleSchema) });
export type FareRulesPayload = z.infer<typeof fareRulesPayloadSchema>;
