import { z } from "zod";
import { DIGITS } from "./form-text";
import { PASSENGER_MESSAGES } from "./messages";

/** A number-only field: digits only, else 'Please enter a valid number'. */
export const passengerNumberFieldSchema = z
  .string({ error: PASSENGER_MESSAGES.numberInvalid })
  .trim()
  .regex(DIGITS, PASSENGER_MESSAGES.numberInvalid);
