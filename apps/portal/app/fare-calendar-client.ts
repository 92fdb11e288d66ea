import {
  type FareCalendarRequest,
  fareCalendarPayloadSchema,
  fareCalendarPrices,
} from "@wayfare/domain";

/** The path of the portal's fare calendar (routes/flight.fare-calendar.ts). */
export const FARE_CALENDAR_ROUTE = "/flight/fare-calendar";

/** A month's lowest fares for the search form's calendars, from the portal's route. */
export async function loadCalendarFares(ask: FareCalendarRequest) {
  const { from, to, cabinClass, month, seats } = ask;
  const query = new URLSearchParams({ from, to, cabinClass, month, seats: String(seats) });
  const response = await fetch(`${FARE_CALENDAR_ROUTE}?${query}`, {
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`fare calendar: ${response.status}`);
  return fareCalendarPrices(fareCalendarPayloadSchema.parse(await response.json()).days);
}
