import type { BookingStatus } from "@wayfare/domain";
import { Badge, type BadgeTone, defaultConfirmationHeaderMessages } from "@wayfare/ui";

const TONES: Record<BookingStatus, BadgeTone> = {
  Success: "success",
  "On Hold": "info",
  Pending: "info",
  CANCELLED: "error",
  REISSUED: "neutral",
  VOIDED: "error",
  NO_SHOW: "neutral",
};

/** A booking's status in words (the confirmation page's labels); the tone is only a hint. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge tone={TONES[status]} className="w-fit">
      {defaultConfirmationHeaderMessages.statuses[status]}
    </Badge>
  );
}
