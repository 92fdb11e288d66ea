import { ERROR_CATALOGUE } from "./catalogue";

/**
 * Error and failure texts of J§2 and J§8 that are not catalogue codes, word for word (the
 * 404 sentence ends in a comma: the page's links follow it).
 */
export const ERROR_TEXTS = {
  fareRulesUnavailable:
    "Sorry, unable to fetch fare rules from airline. Please refer to detailed fare rules or contact customer service.",
  sessionExpired: "Session Expired",
  sessionExpiredModal: "Your session has been expired.",
  invalidData: "Invalid Data",
  paymentFailed: "Payment Failed !",
  noPaymentModes: "No payment Modes Applicable for you. Please contact Customer Care!!!",
  completeCurrentStep: "Please complete current step first",
  pageNotFound: "Sorry, we could not find the resource you are looking for,",
} as const;

/**
 * A failed login, OTP request or class-fare call shows the first error of the response,
 * defaulting to 100 'Something went wrong!' (F§8, J§8).
 */
export function firstErrorMessage(
  errors: readonly { message?: string | null }[] | null | undefined,
): string {
  const message = errors?.[0]?.message?.trim();
  return message || ERROR_CATALOGUE["100"];
}
