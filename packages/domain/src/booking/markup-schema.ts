import { z } from "zod";
import { noControlCharacters } from "../text/plain-text";
import { MARKUP_INVALID_PERCENTAGE_MESSAGE, percentageToBasisPoints } from "./markup";

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
