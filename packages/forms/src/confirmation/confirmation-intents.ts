/**
 * The confirmation page's forms, told apart by `intent`; apart from the form's schema so
 * that the page's browser code, which only names the intents, takes no schema along.
 */
export const CONFIRMATION_INTENTS = {
  sendTicket: "send-ticket",
  unhold: "unhold",
  retryBooking: "retry-booking",
  feedback: "feedback",
} as const;
