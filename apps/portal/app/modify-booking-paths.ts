/** The modify-booking pages (J§2 /flight/modifyBooking/ and its review/, decision 0067). */
export const modifyBookingPath = (bookingId: string) =>
  `/flight/modifyBooking/?bookingId=${bookingId}`;

export const modifyBookingReviewPath = (modificationId: string) =>
  `/flight/modifyBooking/review/?modificationId=${modificationId}`;
