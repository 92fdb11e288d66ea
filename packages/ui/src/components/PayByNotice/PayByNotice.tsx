import { InstantTime } from "../../lib/instant-time";

export interface PayByNoticeProps {
  /** Until when the booking can be paid for (an instant, shown in India time). */
  payBy: string;
  /** The sentence around the time. */
  messages?: { before?: string; after?: string };
  className?: string;
}

/**
 * Until when a held or unpaid booking can be paid for (J§2 review and payment): the seats are
 * held until then.
 */
export function PayByNotice({ payBy, messages, className }: PayByNoticeProps) {
  const before = messages?.before ?? "Complete payment by";
  const after = messages?.after ?? "(India time), or the seats are released.";
  return (
    <p data-slot="pay-by-notice" className={className}>
      {before} <InstantTime value={payBy} /> {after}
    </p>
  );
}
