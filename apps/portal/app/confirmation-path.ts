/** A booking's confirmation page (J§2 /flight/confirmation/): where after-booking pages lead back. */
export const confirmationPath = (bookingId: string) =>
  `/flight/confirmation?bookingId=${bookingId}`;
