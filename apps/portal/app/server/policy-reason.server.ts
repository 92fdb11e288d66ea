import { type PolicyReason, policyReasonSchema } from "@wayfare/domain";
import type { PostedPolicyReason } from "@wayfare/forms";

export type PolicyReasonErrors = Partial<Record<"code" | "text", string>>;

/**
 * The corporate policy reason posted with a fare: absent, checked by the domain's schema, or
 * its problems per field.
 */
export function checkedPolicyReason(posted: PostedPolicyReason): {
  reason?: PolicyReason;
  errors: PolicyReasonErrors;
  values: { code?: string; text?: string };
} {
  if (!posted) return { errors: {}, values: {} };
  const { code, text } = posted;
  const values = { ...(code ? { code } : {}), text: text ?? "" };
  const parsed = policyReasonSchema.safeParse({ code, text: text?.trim() ? text : undefined });
  if (parsed.success) return { reason: parsed.data, errors: {}, values };
  const errors: PolicyReasonErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === "text" ? "text" : "code";
    errors[field] ??= issue.message;
  }
  return { errors, values };
}

/** The reason fields (`policyReason.code`, `policyReason.text`) of a posted form, if any. */
export function postedPolicyReason(form: FormData): PostedPolicyReason {
  const code = form.get("policyReason.code");
  const text = form.get("policyReason.text");
  if (typeof code !== "string" && typeof text !== "string") return undefined;
  return {
    ...(typeof code === "string" ? { code } : {}),
    ...(typeof text === "string" ? { text } : {}),
  };
}
