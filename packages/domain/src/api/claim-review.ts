import { z } from "zod";
import { plainText } from "../text/plain-text";
import { bookingIdSchema } from "./booking-id";
import { requestBodySchema } from "./envelope";

/**
 * Logging in mid-flow keeps the booking (J§2 passenger details: guest or login): the user's
 * token takes over the review the visitor's guest token made, before it is booked. The
 * guest token is the proof that the review was the visitor's.
 */
export const CLAIM_REVIEW_PATH = "/xms/v1/flight/claim-review";

const TOKEN_MAX_LENGTH = 4096;

export const claimReviewRequestSchema = requestBodySchema(
  z.object({
    bookingId: bookingIdSchema,
    guestToken: plainText().min(1).max(TOKEN_MAX_LENGTH),
  }),
);
export type ClaimReviewRequest = z.infer<typeof claimReviewRequestSchema>["data"];
