export interface DurationMessages {
  /** Visible short form, e.g. `(2, 15) => "2h 15m"`. */
  short: (hours: number, minutes: number) => string;
  /** Spoken long form, e.g. `(2, 15) => "2 hours 15 minutes"`. */
  long: (hours: number, minutes: number) => string;
}

export const defaultDurationMessages: DurationMessages = {
  short: (hours, minutes) =>
    [hours > 0 ? `${hours}h` : "", minutes > 0 || hours === 0 ? `${minutes}m` : ""]
      .filter(Boolean)
      .join(" "),
  long: (hours, minutes) =>
    [
      hours > 0 ? `${hours} ${hours === 1 ? "hour" : "hours"}` : "",
      minutes > 0 || hours === 0 ? `${minutes} ${minutes === 1 ? "minute" : "minutes"}` : "",
    ]
      .filter(Boolean)
      .join(" "),
};

export interface DurationProps {
  /** Length in whole minutes (the domain's `durationMinutes`). */
  minutes: number;
  /** Override the wording (white-label or another language); both forms are needed. */
  messages?: Partial<DurationMessages>;
  className?: string;
}

/** Splits whole minutes into hours and minutes (negative or fractional input is clamped/rounded). */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const safe = Math.max(0, Math.round(total));
  return { hours: Math.floor(safe / 60), minutes: safe % 60 };
}

/**
 * A flight or layover length: "2h 15m" on screen, "2 hours 15 minutes" to assistive
 * technology, and an ISO 8601 duration (`PT2H15M`) in `<time dateTime>` for machines.
 */
export function Duration({ minutes: total, messages, className }: DurationProps) {
  const { hours, minutes } = splitMinutes(total);
  const text = { ...defaultDurationMessages, ...messages };
  return (
    <time
      data-slot="duration"
      dateTime={`PT${hours}H${minutes}M`}
      className={["tabular-nums", className].filter(Boolean).join(" ")}
    >
      <span aria-hidden="true">{text.short(hours, minutes)}</span>
      <span className="sr-only">{text.long(hours, minutes)}</span>
    </time>
  );
}
