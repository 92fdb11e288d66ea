import { ALLOTMENT_COLUMNS, type Trip, type TripPrice } from "@wayfare/domain";
import { flightsOn, type ScheduledFlight } from "../inventory/schedule";

/** A CSV as a supplier saves it: the column names, then one line per row. */
export const allotmentCsv = (rows: readonly (readonly string[])[]) =>
  [ALLOTMENT_COLUMNS.map((column) => column.name), ...rows]
    .map((row) => row.join(","))
    .join("\r\n");

/** A non-stop flight of the airline between two airports on a date. */
export function flightOf(airline: string, from: string, to: string, date: string): ScheduledFlight {
  const flight = flightsOn(from, to, date).find((each) => each.airline === airline);
  if (!flight) throw new Error(`no ${airline} flight ${from}-${to} on ${date}`);
  return flight;
}

export const flightNumberOf = (flight: ScheduledFlight) =>
  `${flight.airline}${flight.flightNumber}`;

/** The supplier fares a search's trips sell on a flight. */
export function supplierPricesOn(trips: readonly Trip[], flight: ScheduledFlight): TripPrice[] {
  const trip = trips.find((each) => each.segments.length === 1 && each.id === flight.id);
  return trip?.prices.filter((price) => price.fareIdentifier === "Supplier fare") ?? [];
}
