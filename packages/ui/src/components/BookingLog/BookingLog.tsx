import {
  type BookingLogEntry,
  type BookingLogKind,
  bookingLogLabel,
  formatIndiaTime,
} from "@wayfare/domain";
import { useId } from "react";
import { ScrollRegion } from "../../lib/scroll-region";

export interface BookingLogMessages {
  caption: string;
  when: string;
  who: string;
  what: string;
  kind: (kind: BookingLogKind) => string;
}

export const defaultBookingLogMessages: BookingLogMessages = {
  caption: "Booking log",
  when: "When",
  who: "Who",
  what: "What",
  kind: bookingLogLabel,
};

export interface BookingLogProps {
  entries: readonly BookingLogEntry[];
  messages?: Partial<BookingLogMessages>;
  className?: string;
}

/**
 * What happened to a booking, who did it and when (J§4 booking logs), oldest first: a
 * captioned table of when (India time, with a machine-readable `<time>`), who and what, the
 * detail (the wallet or card, a failure's reason, a refund) after the kind. It scrolls
 * sideways on a narrow screen, in a focusable region. Nothing renders without entries.
 */
export function BookingLog({ entries, messages, className }: BookingLogProps) {
  const text = { ...defaultBookingLogMessages, ...messages };
  const captionId = useId();
  if (entries.length === 0) return null;
  const cell = "border-b border-subtle px-3 py-2 text-left align-top";
  return (
    <ScrollRegion
      labelledBy={captionId}
      slot="booking-log"
      className={["rounded-lg border border-subtle", className].filter(Boolean).join(" ")}
    >
      <table className="w-full border-collapse text-sm text-fg">
        <caption id={captionId} className="px-3 pt-3 pb-2 text-left text-base font-semibold">
          {text.caption}
        </caption>
        <thead className="bg-surface">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              {text.when}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {text.who}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {text.what}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and two may share a time; the list only grows at its end
            <tr key={`${index}-${entry.at}`}>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={entry.at}>{formatIndiaTime(entry.at)}</time>
              </td>
              <td className={`${cell} whitespace-nowrap`}>{entry.by}</td>
              <td className={cell}>
                <span className="font-semibold">{text.kind(entry.kind)}</span>
                {entry.detail ? <span className="text-fg-muted"> · {entry.detail}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
