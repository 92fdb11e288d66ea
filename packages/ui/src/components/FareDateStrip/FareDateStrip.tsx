import { formatWholeRupees, LOCALE, type Paise } from "@wayfare/domain";
import { nativeFocusRing } from "../../lib/focus-ring";

export interface FareDateStripDay {
  /** "yyyy-mm-dd". */
  date: string;
  /** The same search on this day. */
  href: string;
  /** The day's lowest fare; none when nothing is on sale or it is not known. */
  lowestFare?: Paise;
}

export interface FareDateStripMessages {
  label: string;
  /** `"₹3,512" => "from ₹3,512"`. */
  fareFrom: (price: string) => string;
  noFare: string;
}

export const defaultFareDateStripMessages: FareDateStripMessages = {
  label: "Fares on nearby days",
  fareFrom: (price) => `from ${price}`,
  noFare: "No fare",
};

export interface FareDateStripProps {
  days: readonly FareDateStripDay[];
  /** The day searched, "yyyy-mm-dd": shown as the current one. */
  current: string;
  messages?: Partial<FareDateStripMessages>;
  className?: string;
}

const dayFormat = new Intl.DateTimeFormat(LOCALE, {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/**
 * The days around a search's departure with each day's lowest fare (issue 19: ±3 days): a
 * navigation of links, each the same search on that day, so choosing one searches again
 * with or without JavaScript. The searched day is marked `aria-current="date"`.
 */
export function FareDateStrip({ days, current, messages, className }: FareDateStripProps) {
  const text = { ...defaultFareDateStripMessages, ...messages };
  return (
    <nav
      aria-label={text.label}
      data-slot="fare-date-strip"
      className={["overflow-x-auto", className].filter(Boolean).join(" ")}
    >
      <ol className="flex min-w-max gap-1">
        {days.map((day) => {
          const isCurrent = day.date === current;
          return (
            <li key={day.date}>
              <a
                href={day.href}
                aria-current={isCurrent ? "date" : undefined}
                className={[
                  // Two short lines in a 44 px target on a phone, where every row counts.
                  "flex min-h-11 min-w-20 flex-col items-center justify-center rounded-control border-2 px-2 py-0.5 text-xs leading-tight no-underline md:min-w-24 md:px-3 md:py-1.5 md:text-sm",
                  isCurrent
                    ? "border-primary bg-primary text-on-primary"
                    : "border-subtle bg-canvas text-fg hover:border-primary",
                  nativeFocusRing,
                ].join(" ")}
              >
                <time dateTime={day.date} className="font-semibold">
                  {dayFormat.format(new Date(`${day.date}T12:00:00Z`))}
                </time>
                <span className={isCurrent ? "text-on-primary" : "text-fg-muted"}>
                  {day.lowestFare === undefined
                    ? text.noFare
                    : text.fareFrom(formatWholeRupees(day.lowestFare))}
                </span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
