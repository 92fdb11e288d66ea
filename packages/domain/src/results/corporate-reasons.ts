import { z } from "zod";

/**
 * A corporate user choosing a flight other than the lowest must pick or write a reason;
 * 8 reasons are offered (J§5). The spec does not list them: these are the usual corporate
 * "missed saving" reasons. The message is ours too (the spec gives none). A written
 * reason alone is enough; blank text counts as none.
 */
export const CORPORATE_REASONS = [
  { code: "MEETING_SCHEDULE", label: "Flight timing suits the meeting schedule" },
  { code: "CLIENT_REQUIREMENT", label: "Client or customer requirement" },
  { code: "PREFERRED_AIRLINE", label: "Preferred airline or frequent flyer programme" },
  { code: "SHORTER_JOURNEY", label: "Shorter journey or direct flight" },
  { code: "LOWEST_UNAVAILABLE", label: "Lowest fare not available at booking time" },
  { code: "BAGGAGE_NEEDED", label: "Extra baggage allowance needed" },
  { code: "REFUNDABLE_FARE_NEEDED", label: "Refundable or flexible fare needed" },
  { code: "TRAVELLING_WITH_COLLEAGUES", label: "Travelling with colleagues" },
] as const;

export type CorporateReasonCode = (typeof CORPORATE_REASONS)[number]["code"];

export const CORPORATE_REASON_REQUIRED_MESSAGE =
  "Please select or write a reason for not choosing the lowest fare";

const reasonCodes = CORPORATE_REASONS.map((reason) => reason.code) as [
  CorporateReasonCode,
  ...CorporateReasonCode[],
];

export const corporateReasonSchema = z
  .object({
    reason: z.enum(reasonCodes, { error: CORPORATE_REASON_REQUIRED_MESSAGE }).optional(),
    reasonText: z.string().trim().optional(),
  })
  .refine((value) => value.reason !== undefined || Boolean(value.reasonText), {
    message: CORPORATE_REASON_REQUIRED_MESSAGE,
    path: ["reason"],
  });

export type CorporateReason = z.infer<typeof corporateReasonSchema>;

export function corporateReasonLabel(code: CorporateReasonCode): string {
  return CORPORATE_REASONS.find((reason) => reason.code === code)?.label ?? code;
}

/** The text recorded with the booking: the written reason, else the picked one's label. */
export function corporateReasonText(value: CorporateReason): string {
  if (value.reasonText) return value.reasonText;
  return value.reason ? corporateReasonLabel(value.reason) : "";
}
