import type { CancellationQuotePayload } from "@wayfare/domain";

/**
 * Story-only fixture (imported by *.stories.tsx, never by components): the quote for one
 * passenger of a two-passenger booking on one flight.
 */
export const oneOfTwo: CancellationQuotePayload = {
  bookingId: "WF2612010000042",
  lines: [
    {
      tripIndex: 0,
      segmentIds: ["s1"],
      route: "DEL-BOM",
      passengerId: "p1",
      passengerName: "Mr Ravi Kumar",
      type: "ADULT",
      refundableType: 1,
      paid: 545_000,
      cancellationFee: 300_000,
      refund: 245_000,
    },
  ],
  addOns: [],
  totalCancellationFee: 300_000,
  totalRefund: 245_000,
  refundTo: "DEPOSIT",
  cancelsBooking: false,
};
