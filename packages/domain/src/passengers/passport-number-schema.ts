import { z } from "zod";
import { PASSENGER_MESSAGES } from "./messages";
import { PASSPORT_NUMBER } from "./passport";

/** A passport number field on its own (the upload row, the passport-data lookup). */
export const passportNumberSchema = z
  .string({ error: PASSENGER_MESSAGES.passportNumberEmpty })
  .trim()
  .min(1, PASSENGER_MESSAGES.passportNumberEmpty)
  .regex(PASSPORT_NUMBER, PASSENGER_MESSAGES.passportNumberPattern);
