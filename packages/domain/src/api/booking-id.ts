import { z } from "zod";
import { noControlCharacters } from "../text/plain-text";

const BOOKING_ID_MAX_LENGTH = 64;

/** Booking ids are "WF" and 13 digits; a guest may type them in lower case. */
export const BOOKING_ID_PATTERN = /^WF\d{13}$/;
const INVALID_BOOKING_ID = "Invalid booking id";
export const bookingIdSchema = z
  .string()
  .check(noControlCharacters(INVALID_BOOKING_ID))
  .max(BOOKING_ID_MAX_LENGTH)
  .trim()
  .toUpperCase()
  .regex(BOOKING_ID_PATTERN, INVALID_BOOKING_ID);
