import { z } from "zod";
import { PASSENGER_MESSAGES } from "../passengers/messages";
import { noControlCharacters } from "../text/plain-text";
import { percentageToBasisPoints } from "./markup";

/**
 * The markup percentage input of J§5: empty, or a non-negative number with at most two
 * decimals and an optional % sign. The spec gives no message for a bad value; it reuses
 * its number-pattern text 'Please enter a valid number'. The value is kept in basis points
 * (12.5 % → 1250) so that money stays integral.
 */
export const MARKUP_INVALID_PERCENTAGE_MESSAGE = PASSENGER_MESSAGES.numberInvalid;

/** Blank (or absent, as FormData gives it) means no markup: undefined. */
export const markupPercentageSchema = z
  .string()
  .check(noControlCharacters(MARKUP_INVALID_PERCENTAGE_MESSAGE))
  .optional()
  .transform((value, context) => {
    const text = value?.trim() ?? "";
    if (text === "") return undefined;
    const basisPoints = percentageToBasisPoints(text);
    if (basisPoints === undefined) {
      context.addIssue({ code: "custom", message: MARKUP_INVALID_PERCENTAGE_MESSAGE });
      return z.NEVER;
    }
    return basisPoints;
  });
