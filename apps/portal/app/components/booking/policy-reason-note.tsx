import { type PolicyReason, policyReasonLabel } from "@wayfare/domain";

/** A corporate booking's reason for a fare above the lowest, as given at the results. */
export function PolicyReasonNote({ reason }: { reason: PolicyReason | undefined }) {
  if (!reason) return null;
  return (
    <p className="rounded-lg border border-subtle bg-surface p-3 text-sm">
      <span className="text-fg-muted">Reason for not choosing the lowest fare: </span>
      <span className="font-semibold">{policyReasonLabel(reason)}</span>
    </p>
  );
}
