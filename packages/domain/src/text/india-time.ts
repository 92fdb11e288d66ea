import { LOCALE } from "../config/constants";

const indiaTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "short",
});

/**
 * An instant the portal shows (when a request was raised, an invoice issued, a hold ends),
 * read in India time whatever the machine's zone: "1 Dec 2026, 6:10 pm". Airport times are
 * wall clocks, not instants, and are not formatted here.
 */
export function formatIndiaTime(isoInstant: string): string {
  return indiaTime.format(new Date(isoInstant));
}
