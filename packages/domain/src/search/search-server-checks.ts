import { addYears, lightFormat } from "date-fns";
import { MAX_PASSENGERS_PER_BOOKING } from "../config/limits";
import { type CatalogueError, catalogueError } from "../errors/catalogue";
import { totalPassengers } from "./pax-limits";
import { type SearchQuery, searchQuerySchema } from "./search-query";

/**
 * The server's search checks, codes 1001–1006 (J§5, J§8), in code order.
 * Decisions: "ascending" allows two legs on the same day (multicity hops within a day) and
 * starts from today, so a date in the past is out of order too (the spec names no message
 * of its own for it); "after a year" means later than the same calendar day next year;
 * every passenger, infants included, counts towards the 9.
 */
export function searchQueryErrors(query: SearchQuery, today: Date): CatalogueError[] {
  const { paxInfo, routeInfos } = query;
  const dates = routeInfos.map((route) => route.travelDate);
  const { min: firstAllowed, max: lastAllowed } = searchDateRange(today);
  const checks: [boolean, string][] = [
    [paxInfo.INFANT > paxInfo.ADULT, "1001"],
    [paxInfo.CHILD > paxInfo.ADULT, "1002"],
    [
      dates.some((date, index) => date < (index > 0 ? (dates[index - 1] ?? date) : firstAllowed)),
      "1003",
    ],
    [dates.some((date) => date > lastAllowed), "1004"],
    [routeInfos.some((route) => route.fromCityOrAirport === route.toCityOrAirport), "1005"],
    [totalPassengers(paxInfo) > MAX_PASSENGERS_PER_BOOKING, "1006"],
  ];
  return checks.filter(([failed]) => failed).map(([, code]) => catalogueError(code));
}

/** The first and last travel dates a search may ask for (1003, 1004), "yyyy-mm-dd". */
export function searchDateRange(today: Date): { min: string; max: string } {
  return {
    min: lightFormat(today, "yyyy-MM-dd"),
    max: lightFormat(addYears(today, 1), "yyyy-MM-dd"),
  };
}

/** The query schema with the server checks added, each issue carrying the catalogue message. */
export function checkedSearchQuerySchema(today: Date) {
  return searchQuerySchema.superRefine((query, context) => {
    for (const error of searchQueryErrors(query, today)) {
      context.addIssue({
        code: "custom",
        message: error.message,
        params: { errCode: error.errCode },
      });
    }
  });
}
