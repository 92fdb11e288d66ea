import type { TokenSubject } from "@wayfare/domain";
import { indiaToday } from "../inventory/local-time";
import { searchResults } from "../search/search-results";
import { daysFromToday, oneWay } from "../search/search-testing";

/** A corporate fare this employee is offered on DEL→BOM `days` ahead. */
export function corporateFare(subject: TokenSubject, days: number) {
  const now = new Date();
  const { today } = indiaToday(now);
  const query = oneWay("DEL", "BOM", daysFromToday(days));
  const trips = searchResults({ query, today, now, subject }).lists.ONWARD ?? [];
  const price = trips
    .filter((trip) => trip.segments.length === 1)
    .flatMap((trip) => trip.prices)
    .find((candidate) => candidate.fareType === "CORPORATE");
  if (!price) throw new Error("no corporate fare");
  return price;
}
