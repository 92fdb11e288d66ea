import { describe, expect, it } from "vitest";
import type { SearchQuery } from "./search-query";
import {
  checkedSearchQuerySchema,
  searchDateRange,
  searchQueryErrors,
} from "./search-server-checks";

const today = new Date(2026, 0, 15);
const query: SearchQuery = {
  tripType: "ONEWAY",
  routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: "2026-03-01" }],
  cabinClass: "ECONOMY",
  paxInfo: { ADULT: 2, CHILD: 0, INFANT: 0 },
  preferredAirlines: [],
  fareType: "REGULAR",
  searchModifiers: {},
};
const messages = (candidate: SearchQuery) =>
  searchQueryErrors(candidate, today).map((error) => `${error.errCode} ${error.message}`);

describe("server search checks 1001–1006", () => {
  it("pass a sound query", () => {
    expect(messages(query)).toEqual([]);
  });

  it("1001 'Infant can't be greater than adults'", () => {
    expect(messages({ ...query, paxInfo: { ADULT: 2, CHILD: 0, INFANT: 3 } })).toEqual([
      "1001 Infant can't be greater than adults",
    ]);
  });

  it("1002 'Child can't be greater than adults'", () => {
    expect(messages({ ...query, paxInfo: { ADULT: 1, CHILD: 2, INFANT: 1 } })).toEqual([
      "1002 Child can't be greater than adults",
    ]);
  });

  it("1003 'Travel dates must be ascending' (same day allowed)", () => {
    const leg = (from: string, to: string, travelDate: string) => ({
      fromCityOrAirport: from,
      toCityOrAirport: to,
      travelDate,
    });
    const multicity: SearchQuery = {
      ...query,
      tripType: "MULTICITY",
      routeInfos: [leg("DEL", "BOM", "2026-03-05"), leg("BOM", "GOI", "2026-03-05")],
    };
    expect(messages(multicity)).toEqual([]);
    expect(
      messages({
        ...multicity,
        routeInfos: [...multicity.routeInfos, leg("GOI", "DEL", "2026-03-04")],
      }),
    ).toEqual(["1003 Travel dates must be ascending"]);
  });

  it("1003 'Travel dates must be ascending' from today: a date in the past is refused, today is not", () => {
    const on = (travelDate: string) => ({
      ...query,
      routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate }],
    });
    expect(messages(on("2026-01-15"))).toEqual([]);
    expect(messages(on("2026-01-14"))).toEqual(["1003 Travel dates must be ascending"]);
  });

  it("1004 'Travel date can't be after a year' (the same day next year is allowed)", () => {
    const on = (travelDate: string) => ({
      ...query,
      routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate }],
    });
    expect(messages(on("2027-01-15"))).toEqual([]);
    expect(messages(on("2027-01-16"))).toEqual(["1004 Travel date can't be after a year"]);
  });

  it("1005 'Origin and destination can't be same'", () => {
    expect(
      messages({
        ...query,
        routeInfos: [
          { fromCityOrAirport: "DEL", toCityOrAirport: "DEL", travelDate: "2026-03-01" },
        ],
      }),
    ).toEqual(["1005 Origin and destination can't be same"]);
  });

  it("1006 'Passengers can't be more than 9' (infants count)", () => {
    expect(messages({ ...query, paxInfo: { ADULT: 5, CHILD: 2, INFANT: 2 } })).toEqual([]);
    expect(messages({ ...query, paxInfo: { ADULT: 5, CHILD: 3, INFANT: 2 } })).toEqual([
      "1006 Passengers can't be more than 9",
    ]);
  });

  it("become schema issues carrying the catalogue message", () => {
    const result = checkedSearchQuerySchema(today).safeParse({
      ...query,
      paxInfo: { ADULT: 1, CHILD: 2, INFANT: 0 },
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Child can't be greater than adults",
    ]);
  });
});

describe("the dates a search may ask for (1003 Travel dates must be ascending, 1004 Travel date can't be after a year)", () => {
  it("runs from today to the same day next year", () => {
    expect(searchDateRange(new Date(2026, 10, 26, 12))).toEqual({
      min: "2026-11-26",
      max: "2027-11-26",
    });
  });
});
