import { type MyBookingsEntry, myBookingsTab } from "./my-bookings";

/** Feedback after travel (J§2): a rating of one to five and optional comments. */
export const TRIP_RATINGS = [1, 2, 3, 4, 5] as const;
export type TripRating = (typeof TRIP_RATINGS)[number];

export const TRIP_RATING_LABELS: Record<TripRating, string> = {
  1: "Poor",
  2: "Fair",
  3: "Good",
  4: "Very good",
  5: "Excellent",
};

export const FEEDBACK_COMMENT_MAX_LENGTH = 1000;

export const FEEDBACK_MESSAGES = {
  ratingRequired: "Please rate your trip",
  commentTooLong: `Please keep your comments within ${FEEDBACK_COMMENT_MAX_LENGTH} characters`,
} as const;

/**
 * Decisions where the spec is silent: feedback opens once the booking's last flight has
 * departed (My bookings' Completed tab) for a ticketed booking, not a no-show, and is given
 * once per booking.
 */
export function mayGiveFeedback(booking: MyBookingsEntry, now: Date): boolean {
  return booking.status !== "NO_SHOW" && myBookingsTab(booking, now) === "Completed";
}
