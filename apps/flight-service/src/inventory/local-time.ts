/**
 * Wall-clock times at airports. Node's Intl knows every IANA zone (and its summer time), so
 * a local time converts to an instant by asking the zone's offset. Offsets change only on
 * whole hours, so they are cached per zone and UTC hour.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** Minutes the zone is ahead of UTC at an instant. */
export function offsetMinutes(timeZone: string, utcMs: number): number {
  const key = `${timeZone}|${Math.floor(utcMs / HOUR_MS)}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(utcMs))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
  const offset = Math.round((asUtc - Math.floor(utcMs / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
  offsets.set(key, offset);
  return offset;
}

/** The instant of a local date ("2026-03-01") plus minutes after local midnight. */
export function localToUtcMs(date: string, minutesOfDay: number, timeZone: string): number {
  const wallClock = Date.parse(`${date}T00:00:00Z`) + minutesOfDay * MINUTE_MS;
  const first = wallClock - offsetMinutes(timeZone, wallClock) * MINUTE_MS;
  return wallClock - offsetMinutes(timeZone, first) * MINUTE_MS;
}

/** "2026-03-01T06:30" at the zone. */
export function formatLocal(utcMs: number, timeZone: string): string {
  return new Date(utcMs + offsetMinutes(timeZone, utcMs) * MINUTE_MS).toISOString().slice(0, 16);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one yyyy-mm-dd to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Today's date in a zone ("2026-03-01"). */
export function localDate(utcMs: number, timeZone: string): string {
  return formatLocal(utcMs, timeZone).slice(0, 10);
}

/** Fares, sales and searches follow the calendar in India, where the network is sold. */
const INDIA_TIME_ZONE = "Asia/Kolkata";

/**
 * Today's date in India, and the same date as a local midnight: the domain's date checks
 * read a Date in the process's local time.
 */
export function indiaToday(now: Date): { today: string; todayDate: Date } {
  const today = localDate(now.getTime(), INDIA_TIME_ZONE);
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return { today, todayDate: new Date(year, month - 1, day) };
}
