import type { BookingStatus } from "@wayfare/domain";
import { Badge, type BadgeTone } from "../components/Badge/Badge";

/**
 * Shared by the after-booking components (ConfirmationHeader, BookingCard): how each
 * booking status of J§4 reads and looks. The tone is never the only signal: the badge
 * always says the status in words.
 */
export const defaultBookingStatusLabels: Record<BookingStatus, string> = {
  Success: "Confirmed",
  "On Hold": "On hold",
  Pending: "Payment pending",
  CANCELLED: "Cancelled",
  REISSUED: "Reissued",
  VOIDED: "Voided",
  NO_SHOW: "No show",
};

const TONES: Record<BookingStatus, BadgeTone> = {
  Success: "success",
  "On Hold": "info",
  Pending: "info",
  CANCELLED: "error",
  REISSUED: "neutral",
  VOIDED: "error",
  NO_SHOW: "neutral",
};

/** A booking's status in words (J§4); the tone is only a hint. */
export function BookingStatusBadge({ status, label }: { status: BookingStatus; label?: string }) {
  return (
    <Badge tone={TONES[status]} className="w-fit">
      {label ?? defaultBookingStatusLabels[status]}
    </Badge>
  );
}
