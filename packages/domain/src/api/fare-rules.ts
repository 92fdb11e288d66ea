import { z } from "zod";
import { FEE_WINDOWS } from "../booking/fee-windows";
import { cabinClassSchema } from "../catalogues/cabin-classes";
import { FARE_RULE_INFO_ENTRIES } from "../catalogues/fare-rule-info";
import { fareTypeSchema } from "../catalogues/fare-types";
import { refundableTypeSchema } from "../catalogues/refundable-type-schema";
import { baggageSchema } from "../results/trip-schema";
import { plainText } from "../text/plain-text";
import { bookingIdSchema } from "./booking-id";
import { requestBodySchema } from "./envelope";

/**
 * Fare rules (J§3 fare-rule tabs; the call is not shown in the spec): the rules of a search
 * price (its price id) or of the fares a review or booking holds (its bookingId), one entry
 * per journey leg, with the catalogue's fare-rule info entries. Fees are integer paise per
 * passenger; null means not permitted.
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
  info: z.array(
    z.object({
      title: z.enum(FARE_RULE_INFO_ENTRIES.map((entry) => entry.title)),
      text: z.string(),
    }),
  ),
});
export type FareRule = z.infer<typeof fareRuleSchema>;

export const fareRulesPayloadSchema = z.object({ fareRules: z.array(fareRuleSchema) });
export type FareRulesPayload = z.infer<typeof fareRulesPayloadSchema>;
