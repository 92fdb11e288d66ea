import { z } from "zod";
import { BOOKING_IMPORT_MESSAGES } from "../booking/booking-import";
import { isValidPnr } from "../booking/ticket-number";
import { noControlCharacters } from "../text/plain-text";
import { requestBodySchema } from "./envelope";

/** IMPORT (decision 0084): an agent takes a booking the service knows into their bookings. */
export const BOOKING_IMPORT_PATH = "/xms/v1/flight/import";

const LAST_NAME_MAX_LENGTH = 50;

export const importPnrSchema = z
  .string(BOOKING_IMPORT_MESSAGES.pnr)
  .check(noControlCharacters(BOOKING_IMPORT_MESSAGES.pnr))
  .max(16, { message: BOOKING_IMPORT_MESSAGES.pnr, abort: true })
  .trim()
  .toUpperCase()
  .refine(isValidPnr, BOOKING_IMPORT_MESSAGES.pnr);

export const importLastNameSchema = z
  .string(BOOKING_IMPORT_MESSAGES.lastName)
  .check(noControlCharacters(BOOKING_IMPORT_MESSAGES.lastName))
  .trim()
  .min(1, BOOKING_IMPORT_MESSAGES.lastName)
  .max(LAST_NAME_MAX_LENGTH, BOOKING_IMPORT_MESSAGES.lastName);

export const bookingImportSchema = z.object({
  pnr: importPnrSchema,
  lastName: importLastNameSchema,
});
export const bookingImportRequestSchema = requestBodySchema(bookingImportSchema.strict());
export type BookingImportRequest = z.infer<typeof bookingImportSchema>;

export const bookingImportPayloadSchema = z.object({
  bookingId: z.string(),
  /** It was the caller's (or their agency's) already: nothing was written. */
  alreadyYours: z.boolean(),
});
export type BookingImportPayload = z.infer<typeof bookingImportPayloadSchema>;
