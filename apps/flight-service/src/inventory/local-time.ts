/**
 * Wall-clock times at airports. Node's Intl knows every IANA zone (and its summer time), so
 * a local time converts to an instant by asking the zone's offset. Offsets change only on
 * whole hours, so they are cached per zone and UTC hour.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Per zone, its offset by UTC hour (a number key: a search formats thousands of times). */
const offsets = new Map<string, Map<number, number>>();

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
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const hour = Math.floor(utcMs / HOUR_MS);
  const cached = zone.get(hour);
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
  zone.set(hour, offset);
  return offset;
}

/** A local date ("2026-03-01") at midnight, read as if it were UTC: a wall clock in ms. */
export function localMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** The instant a zone's wall clock (ms, read as if it were UTC) shows. */
export function wallClockToUtcMs(wallClock: number, timeZone: string): number {
  const first = wallClock - offsetMinutes(timeZone, wallClock) * MINUTE_MS;
  return wallClock - offsetMinutes(timeZone, first) * MINUTE_MS;
}

/** The instant of a local date ("2026-03-01") plus minutes after local midnight. */
export function localToUtcMs(date: string, minutesOfDay: number, timeZone: string): number {
  return wallClockToUtcMs(localMidnight(date) + minutesOfDay * MINUTE_MS, timeZone);
}

/** Dates by day since 1970-01-01, written once each (toISOString is slow, and per flight). */
const dateTexts = new Map<number, string>();

/** The date ("2026-03-01") of a day counted from 1970-01-01. */
export function dateOfDay(day: number): string {
  let date = dateTexts.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dateTexts.set(day, date);
  }
  return date;
}

const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, "0"));

/** "2026-03-01T06:30" at the zone. */
export function formatLocal(utcMs: number, timeZone: string): string {
  const local = utcMs + offsetMinutes(timeZone, utcMs) * MINUTE_MS;
  const day = Math.floor(local / DAY_MS);
  const minutes = Math.floor((local - day * DAY_MS) / MINUTE_MS);
  return `${dateOfDay(day)}T${TWO_DIGITS[Math.floor(minutes / 60)]}:${TWO_DIGITS[minutes % 60]}`;
}

export function addDays(date: string, days: number): string {
  return dateOfDay(Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS) + days);
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
