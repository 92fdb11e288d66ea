import { z } from "zod";
import { emailError } from "../passengers/email";
import { PASSENGER_MESSAGES } from "../passengers/messages";
import { paxInfoSchema } from "../search/search-query";
import { noControlCharacters, plainText } from "../text/plain-text";
import { requestBodySchema } from "./envelope";

/**
 * An agent shares chosen flights of the results by email (J§2 results: selection boxes and
 * share by email; an agent item, hidden on retail portals). The spec gives no limits or
 * messages; these are decisions: at most 10 flights at a time, with the messages below.
 */
export const SHARE_FLIGHTS_PATH = "/xms/v1/flight/share";
export const SHARE_FLIGHTS_MAX = 10;
export const SHARE_FLIGHTS_MESSAGES = {
  noneChosen: "Choose at least one flight to share.",
  tooMany: `Share at most ${SHARE_FLIGHTS_MAX} flights at a time.`,
} as const;

const PRICE_ID_MAX_LENGTH = 512;

export const shareFlightsSchema = z.object({
  email: z
    .string()
    .check(noControlCharacters(PASSENGER_MESSAGES.emailInvalid))
    .trim()
    .max(200)
    .superRefine((value, ctx) => {
      const message = emailError(value);
      if (message) ctx.addIssue({ code: "custom", message });
    }),
  priceIds: z
    .array(plainText().min(1).max(PRICE_ID_MAX_LENGTH))
    .min(1, SHARE_FLIGHTS_MESSAGES.noneChosen)
    .max(SHARE_FLIGHTS_MAX, SHARE_FLIGHTS_MESSAGES.tooMany),
  /** The search's party: the fares are quoted for it. */
  passengers: paxInfoSchema,
});
export type ShareFlights = z.infer<typeof shareFlightsSchema>;

export const shareFlightsRequestSchema = requestBodySchema(shareFlightsSchema);

export const flightsSharedPayloadSchema = z.object({
  recipient: z.string(),
  flights: z.int().positive(),
});
