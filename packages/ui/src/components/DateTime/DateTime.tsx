import { LOCALE } from "@wayfare/domain";

/** The parts of an airport-local wall-clock time ("2026-12-01T06:10"); no time zone implied. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** Parses "yyyy-mm-ddThh:mm" (seconds and any offset are ignored: the time is the airport's). */
export function parseWallClock(value: string): WallClock {
  const match = WALL_CLOCK.exec(value);
  if (!match) throw new RangeError(`Not an airport-local date-time (yyyy-mm-ddThh:mm): ${value}`);
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  return {
    year: year as number,
    month: month as number,
    day: day as number,
    hour: hour as number,
    minute: minute as number,
  };
}

/** Whole calendar days from `from`'s date to `to`'s date (times of day are ignored). */
export function calendarDaysBetween(from: WallClock, to: WallClock): number {
  const a = Date.UTC(from.year, from.month - 1, from.day);
  const b = Date.UTC(to.year, to.month - 1, to.day);
  return Math.round((b - a) / 86_400_000);
}

// Formatting in UTC from Date.UTC keeps the wall clock exactly as given, whatever the
// machine's or the browser's time zone.
function utcDate(clock: WallClock): Date {
  return new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute));
}
const shortDate = new Intl.DateTimeFormat(LOCALE, {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
});
const longDate = new Intl.DateTimeFormat(LOCALE, {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

const pad = (value: number) => String(value).padStart(2, "0");

export interface DateTimeMessages {
  /** The visible marker for a later calendar day: `1 => "+1 day"`. */
  dayOffset: (days: number) => string;
  /** The spoken marker: `1 => "next day"`. */
  dayOffsetSpoken: (days: number) => string;
  /** The whole spoken text: `("06:10", "Tuesday, 1 December 2026", "next day")`. */
  spoken: (time: string, date: string, offset: string | undefined) => string;
}

export const defaultDateTimeMessages: DateTimeMessages = {
  dayOffset: (days) =>
    days > 0
      ? `+${days} ${days === 1 ? "day" : "days"}`
      : `${days} ${days === -1 ? "day" : "days"}`,
  dayOffsetSpoken: (days) =>
    days === 1
      ? "next day"
      : days > 0
        ? `${days} days later`
        : days === -1
          ? "previous day"
          : `${-days} days earlier`,
  spoken: (time, date, offset) => [`${time} on ${date}`, offset].filter(Boolean).join(", "),
};

export interface DateTimeProps {
  /** Airport-local wall-clock time, "yyyy-mm-ddThh:mm" (as in the domain's segments). */
  value: string;
  /**
   * The departure (airport-local) this time is compared with. When `value`'s calendar date is
   * later, a "+1 day" marker is shown and spoken. Pass it for arrivals.
   */
  relativeTo?: string;
  /** Show the short date ("Tue, 1 Dec") under the time. The spoken text always has the date. */
  showDate?: boolean;
  /** `lg` for the times on a result card. */
  size?: "md" | "lg";
  messages?: Partial<DateTimeMessages>;
  className?: string;
}

/**
 * A departure or arrival time as the airport shows it: "06:10" (24-hour), the date, and a
 * "+1 day" marker for arrivals on a later date. The spoken text spells it out: "06:10 on
 * Wednesday, 2 December 2026, next day".
 */
export function DateTime({
  value,
  relativeTo,
  showDate = true,
  size = "md",
  messages,
  className,
}: DateTimeProps) {
  const text = { ...defaultDateTimeMessages, ...messages };
  const clock = parseWallClock(value);
  const days = relativeTo ? calendarDaysBetween(parseWallClock(relativeTo), clock) : 0;
  const time = `${pad(clock.hour)}:${pad(clock.minute)}`;
  const date = utcDate(clock);
  const offsetVisible = days !== 0 ? text.dayOffset(days) : undefined;
  const offsetSpoken = days !== 0 ? text.dayOffsetSpoken(days) : undefined;
  return (
    <time
      data-slot="date-time"
      dateTime={`${clock.year}-${pad(clock.month)}-${pad(clock.day)}T${time}`}
      className={["inline-flex flex-col", className].filter(Boolean).join(" ")}
    >
      <span aria-hidden="true" className="inline-flex items-baseline gap-1.5">
        <span
          className={`${size === "lg" ? "text-xl" : "text-base"} font-semibold text-fg tabular-nums`}
        >
          {time}
        </span>
        {offsetVisible ? (
          <span
            data-slot="date-time-offset"
            className="rounded-sm bg-info-surface px-1 text-xs font-semibold text-on-info-surface"
          >
            {offsetVisible}
          </span>
        ) : null}
      </span>
      {showDate ? (
        <span aria-hidden="true" className="text-sm text-fg-muted">
          {shortDate.format(date)}
        </span>
      ) : null}
      <span className="sr-only">{text.spoken(time, longDate.format(date), offsetSpoken)}</span>
    </time>
  );
}
