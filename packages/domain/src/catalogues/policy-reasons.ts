import type { TripPrice } from "../results/trip-schema";
import type { PolicyReason } from "./policy-reason-schema";

/**
 * J§: "A corporate user choosing a flight other than the lowest must pick or write a reason
 * (8 reasons are offered)." The spec does not list them; these are the reasons travel
 * policies commonly accept, the last one written by the traveller.
 */
export const POLICY_REASONS = [
  { code: "PREFERRED_TIMING", label: "Departure or arrival time suits my schedule" },
  { code: "MEETING_SCHEDULE", label: "Meeting or event schedule" },
  { code: "SHORTER_JOURNEY", label: "Shorter journey or fewer stops" },
  { code: "PREFERRED_AIRLINE", label: "Preferred or company-contracted airline" },
  { code: "LOYALTY_PROGRAMME", label: "Frequent flyer programme" },
  { code: "BAGGAGE_ALLOWANCE", label: "Baggage allowance needed" },
  { code: "REFUNDABLE_FARE", label: "Refundable or changeable fare needed" },
  { code: "OTHER", label: "Other reason" },
] as const;

export type PolicyReasonCode = (typeof POLICY_REASONS)[number]["code"];

export const POLICY_REASON_TEXT_MAX_LENGTH = 200;

export const POLICY_REASON_MESSAGES = {
  required: "Please select a reason for not choosing the lowest fare",
  textRequired: "Please write your reason",
  textTooLong: `Please keep the reason within ${POLICY_REASON_TEXT_MAX_LENGTH} characters`,
} as const;

export function policyReasonLabel(reason: PolicyReason): string {
  const label = POLICY_REASONS.find((candidate) => candidate.code === reason.code)?.label ?? "";
  return reason.code === "OTHER" ? (reason.text ?? label) : label;
}

/** Whether a corporate user's chosen fare needs a reason: it costs more (net) than the lowest. */
export function needsPolicyReason(chosen: Pick<TripPrice, "net">, lowestNet: number): boolean {
  return chosen.net > lowestNet;
}
