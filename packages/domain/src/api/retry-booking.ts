import { z } from "zod";
import { bookingIdSchema } from "./booking-id";
import { requestBodySchema } from "./envelope";

/**
 * Retry booking (J§3, J§4, decision 0062): asks the airline again for the tickets of a booking
 * paid but not ticketed. It never takes a payment; it answers the booking, ticketed or with
 * its `ticketingFailure` updated.
 */
export const RETRY_BOOKING_PATH = "/xms/v1/flight/retry-booking";

export const retryBookingRequestSchema = requestBodySchema(
  z.object({ bookingId: bookingIdSchema }),
);
