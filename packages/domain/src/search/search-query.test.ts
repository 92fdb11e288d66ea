import { describe, expect, it } from "vitest";
import { totalPassengers } from "./pax-limits";
import { SEARCH_FORM_DEFAULTS } from "./search-form-defaults";
import { type SearchQuery, searchQuerySchema } from "./search-query";
import { matchesSearchModifiers, stopsForSearchModifiers } from "./stops";

const query: SearchQuery = {
  tripType: "RETURN",
  routeInfos: [
    { fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: "2026-03-01" },
    { fromCityOrAirport: "BOM", toCityOrAirport: "DEL", travelDate: "2026-03-05" },
  ],
  cabinClass: "BUSINESS",
  paxInfo: { ADULT: 1, CHILD: 1, INFANT: 1 },
  preferredAirlines: ["6E"],
  fareType: "STUDENT",
  searchModifiers: { isDirectFlight: true },
};

describe("search query schema", () => {
  it("accepts a return trip whose second route reverses the first", () => {
    expect(searchQuerySchema.parse(query)).toEqual(query);
    expect(totalPassengers(query.paxInfo)).toBe(3);
  });

  it("rejects route counts that do not fit the trip type, and a broken return route", () => {
    expect(searchQuerySchema.safeParse({ ...query, tripType: "ONEWAY" }).success).toBe(false);
    const [onward] = query.routeInfos;
    expect(searchQuerySchema.safeParse({ ...query, routeInfos: [onward, onward] }).success).toBe(
      false,
    );
    expect(
      searchQuerySchema.safeParse({ ...query, paxInfo: { ADULT: 0, CHILD: 0, INFANT: 0 } }).success,
    ).toBe(false);
    expect(searchQuerySchema.safeParse({ ...query, preferredAirlines: ["6EE"] }).success).toBe(
      false,
    );
  });

  it("form defaults are 1 adult, 0 children, 0 infants, Economy, REGULAR, ONEWAY", () => {
    expect(SEARCH_FORM_DEFAULTS).toEqual({
      paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 },
      cabinClass: "ECONOMY",
      fareType: "REGULAR",
      tripType: "ONEWAY",
    });
  });
});

describe("direct and connecting flights (J§4)", () => {
  it("direct is stops 0, connecting is stops 1, neither means any", () => {
    expect(stopsForSearchModifiers({ isDirectFlight: true })).toEqual([0]);
    expect(stopsForSearchModifiers({ isConnectingFlight: true })).toEqual([1]);
    expect(stopsForSearchModifiers({})).toBeUndefined();
    expect(matchesSearchModifiers(0, { isDirectFlight: true })).toBe(true);
    expect(matchesSearchModifiers(1, { isDirectFlight: true })).toBe(false);
    expect(matchesSearchModifiers(2, { isConnectingFlight: true })).toBe(false);
    expect(matchesSearchModifiers(2, {})).toBe(true);
  });
});
