import { describe, expect, it } from "vitest";
import { searchResultKeySchema } from "../api/search";
import {
  LEG_SEARCH_ID_PATTERN,
  legIndexOfSearchId,
  legSearchId,
  legSearchIds,
} from "./leg-search-id";
import type { SearchQuery } from "./search-query";

const trip: SearchQuery = {
  tripType: "MULTICITY",
  routeInfos: [
    { fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: "2027-04-16" },
    { fromCityOrAirport: "BOM", toCityOrAirport: "GOI", travelDate: "2027-04-18" },
    { fromCityOrAirport: "GOI", toCityOrAirport: "DEL", travelDate: "2027-04-20" },
  ],
  cabinClass: "ECONOMY",
  paxInfo: { ADULT: 2, CHILD: 0, INFANT: 0 },
  preferredAirlines: [],
  fareType: "REGULAR",
  searchModifiers: {},
};

describe("a multicity flight's search id (J§3: multicity lists keyed by search id)", () => {
  it("is one id per flight, in the trip's order, each a valid result list key", () => {
    const ids = legSearchIds(trip);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    for (const [index, id] of ids.entries()) {
      expect(id).toMatch(LEG_SEARCH_ID_PATTERN);
      expect(id.startsWith(`L${index + 1}-`)).toBe(true);
      expect(searchResultKeySchema.safeParse(id).success).toBe(true);
      expect(legIndexOfSearchId(trip, id)).toBe(index);
    }
  });

  it("is the same for the same search, whatever order the preferred airlines came in", () => {
    const a = { ...trip, preferredAirlines: ["6E", "AI"] };
    const b = { ...trip, preferredAirlines: ["AI", "6E"] };
    expect(legSearchIds(a)).toEqual(legSearchIds(b));
    expect(legSearchIds(structuredClone(trip))).toEqual(legSearchIds(trip));
  });

  it("changes when that flight's search changes: its day, the party, the cabin, direct only", () => {
    const second = legSearchId(trip, 1);
    const changes: SearchQuery[] = [
      {
        ...trip,
        routeInfos: trip.routeInfos.map((route, index) =>
          index === 1 ? { ...route, travelDate: "2027-04-19" } : route,
        ),
      },
      { ...trip, paxInfo: { ADULT: 2, CHILD: 1, INFANT: 0 } },
      { ...trip, cabinClass: "BUSINESS" },
      { ...trip, searchModifiers: { isDirectFlight: true } },
    ];
    for (const changed of changes) expect(legSearchId(changed, 1)).not.toBe(second);
  });

  it("belongs to no flight of another search", () => {
    const other = { ...trip, paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 } };
    expect(legIndexOfSearchId(trip, legSearchId(other, 0))).toBe(-1);
    expect(legIndexOfSearchId(trip, "0")).toBe(-1);
  });
});
