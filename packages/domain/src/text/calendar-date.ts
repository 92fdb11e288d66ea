import { LOCALE } from "../config/constants";

const calendarDate = new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium", timeZone: "UTC" });

/**
 * A calendar day (yyyy-mm-dd, no time of day) as the portal shows it: "31 Dec 2026". Read as
 * UTC, so no time zone moves it to another day.
 */
export function formatCalendarDate(yyyyMmDd: string): string {
  return calendarDate.format(new Date(yyyyMmDd));
}
