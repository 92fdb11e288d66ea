import { z } from "zod";
import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_MESSAGES,
  TRIP_RATINGS,
} from "../booking/trip-feedback";
import { plainText } from "../text/plain-text";
import { bookingIdSchema } from "./booking-id";

/** The gateway's `submitFeedback` (F§7): a travelled booking's rating and comments. */
export const tripFeedbackCallSchema = z.object({
  bookingId: bookingIdSchema,
  rating: z.union(
    TRIP_RATINGS.map((rating) => z.literal(rating)),
    { error: FEEDBACK_MESSAGES.ratingRequired },
  ),
  comment: plainText()
    .trim()
    .max(FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_MESSAGES.commentTooLong)
    .optional()
    .transform((value) => value || undefined),
});
export type TripFeedbackCall = z.infer<typeof tripFeedbackCallSchema>;

export const tripFeedbackSchema = z.object({
  rating: z.int().min(1).max(5),
  comment: z.string().optional(),
  givenAt: z.iso.datetime(),
});
export type TripFeedback = z.infer<typeof tripFeedbackSchema>;

export const tripFeedbackPayloadSchema = z.object({ feedback: tripFeedbackSchema });
