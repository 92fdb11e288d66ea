/** The reissue pages (J§2 post-booking modes REISSUE and RESCHEDULE, decision 0069). */
export const reissuePath = (bookingId: string) =>
  `/flight/reissue/?flowType=REISSUE&bookingId=${bookingId}`;

export const reissueReviewPath = (reissueId: string) =>
  `/flight/reissue/review/?reissueId=${reissueId}`;
