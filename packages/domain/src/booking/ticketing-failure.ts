import type { BookingStatus } from "./booking-status";

/**
 * Paid but not ticketed (J§3 retry-booking flag, decision 0062): the payment was taken and
 * then the airline refused to issue the tickets. The booking stays "Pending" with its
 * payment recorded, holding its seats, until a retry booking gets the tickets.
 */
export function awaitsTicketing(booking: { status: BookingStatus; paid: boolean }): boolean {
  return booking.status === "Pending" && booking.paid;
}

/**
 * What a retry booking does (J§4 "Retry payment and retry booking"): a ticketed booking is
 * answered as it is, a paid and unticketed one asks the airline again, anything else is
 * refused (2504): a retry never takes a payment.
 */
export function retryBookingDecision(booking: {
  status: BookingStatus;
  paid: boolean;
}): "ticketed" | "retry" | "refused" {
  if (booking.status === "Success") return "ticketed";
  return awaitsTicketing(booking) ? "retry" : "refused";
}

/** The words of the confirmation page of a paid but unticketed booking. */
export const RETRY_BOOKING_TEXTS = {
  heading: "Payment received, tickets not issued",
  /** Its status badge: "Payment pending", a Pending booking's, would say it is not paid. */
  status: "Tickets pending",
  received: (amount: string) =>
    `We have received your payment of ${amount}, but the airline could not issue the tickets.`,
  notChargedAgain: "You will not be charged again when you retry.",
  reason: "Airline's reason",
  button: "Retry booking",
  failed: "The airline still could not issue the tickets. Please retry in a few minutes.",
} as const;
