import { type PolicyReason, policyReasonLabel } from "@wayfare/domain";

export interface PolicyReasonNoteProps {
  /** The reason given at the results; nothing is shown without one. */
  reason: PolicyReason | undefined;
  /** Before the reason. */
  label?: string;
}

/**
 * A corporate booking's reason for a fare above the lowest (J§2 corporate policy), as given
 * at the results, repeated on the passenger and review pages. Its words are the domain's.
 */
export function PolicyReasonNote({
  reason,
  label = "Reason for not choosing the lowest fare:",
}: PolicyReasonNoteProps) {
  if (!reason) return null;
  return (
    <p
      data-slot="policy-reason-note"
      className="rounded-lg border border-subtle bg-surface p-3 text-sm text-fg"
    >
      <span className="text-fg-muted">{label} </span>
      <span className="font-semibold">{policyReasonLabel(reason)}</span>
    </p>
  );
}
