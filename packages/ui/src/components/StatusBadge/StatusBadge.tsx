import type { BookingStatus } from "@wayfare/domain";
import { Badge, type BadgeTone } from "../Badge/Badge";

/**
 * How each booking status of J§4 reads and looks, shared by StatusBadge's users
 * (ConfirmationHeader, BookingCard, the portal's after-booking pages). The tone is never
 * the only signal: the badge always says the status in words.
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

export interface StatusBadgeProps {
  status: BookingStatus;
  /** The words for this status (a white-label partner's own); the default English otherwise. */
  label?: string;
}

/** A booking's status in words (J§4); the tone is only a hint. */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  return (
    <Badge tone={TONES[status]} className="w-fit">
      {label ?? defaultBookingStatusLabels[status]}
    </Badge>
  );
}
