import { z } from "zod";
import { BOOKING_LOG_KINDS, type BookingLogEntry } from "./booking-log";

/** A booking log entry in booking-details (J§4), as `BookingLogEntry` describes it. */
export const bookingLogEntrySchema: z.ZodType<BookingLogEntry> = z.object({
  kind: z.enum(BOOKING_LOG_KINDS),
  at: z.iso.datetime(),
  by: z.string(),
  detail: z.string(),
});
