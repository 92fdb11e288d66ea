import { z } from "zod";
import { plainText } from "../text/plain-text";
import {
  POLICY_REASON_MESSAGES,
  POLICY_REASON_TEXT_MAX_LENGTH,
  POLICY_REASONS,
  type PolicyReasonCode,
} from "./policy-reasons";

const codes = POLICY_REASONS.map((reason) => reason.code) as [
  PolicyReasonCode,
  ...PolicyReasonCode[],
];

export const policyReasonSchema = z
  .object({
    code: z.enum(codes, { error: POLICY_REASON_MESSAGES.required }),
    text: plainText()
      .trim()
      .max(POLICY_REASON_TEXT_MAX_LENGTH, POLICY_REASON_MESSAGES.textTooLong)
      .optional(),
  })
  .superRefine((reason, ctx) => {
    if (reason.code === "OTHER" && !reason.text) {
      ctx.addIssue({
        code: "custom",
        path: ["text"],
        message: POLICY_REASON_MESSAGES.textRequired,
      });
    }
  });

export type PolicyReason = z.infer<typeof policyReasonSchema>;
