import { z } from "zod";
import { markupAmount } from "../booking/markup";
import { cabinClassSchema } from "../catalogues/cabin-class-schema";
import { MAX_PASSENGERS_PER_BOOKING } from "../config/limits";
import { TRAVEL_DATE_PATTERN } from "../search/search-patterns";
import { airportCodeSchema } from "../search/search-query";
import { requestBodySchema } from "./envelope";

/**
 * The fare calendar (issue 19; the spec names no call): the lowest fare per day of a month
 * for one route and cabin, as the service's search would price it for the caller, counting
 * the seats already sold (a day whose cheap fares are sold out shows its next fare). Days
 * with nothing on sale, or outside the search's year (J§8 1003/1004), are left out. The
 * fare is for one adult, in integer paise.
 */
export const FARE_CALENDAR_PATH = "/xms/v1/flight/fare-calendar";

export const CALENDAR_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const fareCalendarRequestSchema = requestBodySchema(
  z
    .object({
      from: airportCodeSchema,
      to: airportCodeSchema,
      cabinClass: cabinClassSchema,
      /** "yyyy-mm". */
      month: z.string().regex(CALENDAR_MONTH_PATTERN),
      /** Seats the party needs (adults and children): a day shows a fare with that many. */
      seats: z.int().min(1).max(MAX_PASSENGERS_PER_BOOKING).default(1),
      /** Only these days of the month ("yyyy-mm-dd"), when not all are wanted. */
      days: z.array(z.string().regex(TRAVEL_DATE_PATTERN)).max(31).optional(),
    })
    .refine((data) => data.from !== data.to, { path: ["to"] })
    .refine((data) => (data.days ?? []).every((day) => day.startsWith(`${data.month}-`)), {
      path: ["days"],
    }),
);
export type FareCalendarRequest = z.infer<typeof fareCalendarRequestSchema>["data"];

export const fareCalendarDaySchema = z.object({
  date: z.string().regex(TRAVEL_DATE_PATTERN),
  lowestFare: z.int().positive(),
});
export type FareCalendarDay = z.infer<typeof fareCalendarDaySchema>;

export const fareCalendarPayloadSchema = z.object({ days: z.array(fareCalendarDaySchema) });
export type FareCalendarPayload = z.infer<typeof fareCalendarPayloadSchema>;

/** The month of a date: "2027-04-16" → "2027-04". */
export function calendarMonthOf(date: string): string {
  return date.slice(0, 7);
}

/** Every day of a month, "yyyy-mm-dd", in order. */
export function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const count = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from(
    { length: count },
    (_, index) => `${month}-${String(index + 1).padStart(2, "0")}`,
  );
}

/** A month's days as the calendar reads them: date → lowest fare. */
export function fareCalendarPrices(days: readonly FareCalendarDay[]): Record<string, number> {
  return Object.fromEntries(days.map((day) => [day.date, day.lowestFare]));
}

/** The days as an agent shows them to a client: each fare with the agent's markup (0022). */
export function withCalendarMarkup(
  days: readonly FareCalendarDay[],
  basisPoints: number,
): FareCalendarDay[] {
  return days.map((day) => ({
    ...day,
    lowestFare: day.lowestFare + markupAmount(day.lowestFare, basisPoints),
  }));
}
