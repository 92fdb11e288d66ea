/**
 * Time-of-day filters (J§5) are four-digit HHMM strings. Buckets are inclusive at both
 * ends. For corporate users the window is widened around the selected range: its start
 * moves 1 hour earlier and its end 30 minutes later, clamped to the same day
 * (0000–2359): a filter never reaches into the previous or next day.
 */
export const HHMM_PATTERN = /^([01]\d|2[0-3])[0-5]\d$/;

export interface TimeWindow {
  from: string;
  to: string;
}

export const TIME_OF_DAY_BUCKETS = [
  { id: "EARLY_MORNING", label: "Before 6 AM", from: "0000", to: "0559" },
  { id: "MORNING", label: "6 AM - 12 PM", from: "0600", to: "1159" },
  { id: "AFTERNOON", label: "12 PM - 6 PM", from: "1200", to: "1759" },
  { id: "NIGHT", label: "After 6 PM", from: "1800", to: "2359" },
] as const satisfies readonly (TimeWindow & { id: string; label: string })[];

export const CORPORATE_WINDOW_EARLIER_MINUTES = 60;
export const CORPORATE_WINDOW_LATER_MINUTES = 30;

const LAST_MINUTE_OF_DAY = 23 * 60 + 59;

export function hhmmToMinutes(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2, 4));
}

export function minutesToHhmm(minutes: number): string {
  const clamped = Math.min(Math.max(minutes, 0), LAST_MINUTE_OF_DAY);
  const hours = Math.floor(clamped / 60);
  return `${String(hours).padStart(2, "0")}${String(clamped % 60).padStart(2, "0")}`;
}

/** "2026-03-01T06:30" → "0630". */
export function localTimeHhmm(localDateTime: string): string {
  return `${localDateTime.slice(11, 13)}${localDateTime.slice(14, 16)}`;
}

export function searchTimeWindow(selected: TimeWindow, isCorporate: boolean): TimeWindow {
  if (!isCorporate) return selected;
  return {
    from: minutesToHhmm(hhmmToMinutes(selected.from) - CORPORATE_WINDOW_EARLIER_MINUTES),
    to: minutesToHhmm(hhmmToMinutes(selected.to) + CORPORATE_WINDOW_LATER_MINUTES),
  };
}

/** HHMM strings of equal length compare as text, so no parsing is needed here. */
export function isWithinTimeWindow(hhmm: string, window: TimeWindow): boolean {
  return hhmm >= window.from && hhmm <= window.to;
}
