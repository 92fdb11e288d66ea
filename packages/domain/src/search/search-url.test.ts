import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CABIN_CLASS_VALUES } from "../catalogues/cabin-classes";
import { SEARCH_FARE_TYPES } from "../catalogues/preferred-fare-types";
import { MULTICITY_MAX_LEGS } from "../config/limits";
import type { RouteInfo, SearchQuery } from "./search-query";
import { encodeSearchUrl } from "./search-url";
import { decodeSearchUrl } from "./search-url-decode";
import { readSearchUrl } from "./search-url-read";

const oneWay: SearchQuery = {
  tripType: "ONEWAY",
  routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: "2026-12-01" }],
  cabinClass: "ECONOMY",
  paxInfo: { ADULT: 2, CHILD: 1, INFANT: 0 },
  preferredAirlines: [],
  fareType: "REGULAR",
  searchModifiers: {},
};

const airport = fc
  .array(fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"), { minLength: 3, maxLength: 3 })
  .map((letters) => letters.join(""));
const airline = fc
  .array(fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), { minLength: 2, maxLength: 2 })
  .map((chars) => chars.join(""));
const travelDate = fc
  .date({
    min: new Date("2026-01-01T00:00:00Z"),
    max: new Date("2027-12-31T00:00:00Z"),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));
const route: fc.Arbitrary<RouteInfo> = fc.record({
  fromCityOrAirport: airport,
  toCityOrAirport: airport,
  travelDate,
});

const routesFor = {
  ONEWAY: fc.tuple(route).map((routes) => [...routes]),
  RETURN: fc.tuple(route, travelDate).map(([onward, back]) => [
    onward,
    {
      fromCityOrAirport: onward.toCityOrAirport,
      toCityOrAirport: onward.fromCityOrAirport,
      travelDate: back,
    },
  ]),
  MULTICITY: fc.array(route, { minLength: 2, maxLength: MULTICITY_MAX_LEGS }),
};

const validQuery: fc.Arbitrary<SearchQuery> = fc
  .constantFrom("ONEWAY", "RETURN", "MULTICITY" as const)
  .chain((tripType) =>
    fc.record({
      tripType: fc.constant(tripType),
      routeInfos: routesFor[tripType],
      cabinClass: fc.constantFrom(...CABIN_CLASS_VALUES),
      paxInfo: fc.record({
        ADULT: fc.integer({ min: 1, max: 9 }),
        CHILD: fc.integer({ min: 0, max: 9 }),
        INFANT: fc.integer({ min: 0, max: 9 }),
      }),
      preferredAirlines: fc.array(airline, { maxLength: 3 }),
      fareType: fc.constantFrom(...SEARCH_FARE_TYPES),
      searchModifiers: fc.record(
        { isDirectFlight: fc.boolean(), isConnectingFlight: fc.boolean() },
        { requiredKeys: [] },
      ),
    }),
  );

describe("the /flight/list URL codec", () => {
  it("writes from, to, dep, ADT, CHD, INF, pClass and tripType", () => {
    expect(encodeSearchUrl(oneWay)).toBe(
      "/flight/list/?from=DEL&to=BOM&dep=2026-12-01&ADT=2&CHD=1&INF=0&pClass=ECONOMY&tripType=0",
    );
  });

  it("adds prefAirCode, the return date, and multicity origin_N, destination_N, depDate_N", () => {
    const url = encodeSearchUrl({
      ...oneWay,
      tripType: "MULTICITY",
      preferredAirlines: ["6E", "AI"],
      routeInfos: [
        ...oneWay.routeInfos,
        { fromCityOrAirport: "BOM", toCityOrAirport: "GOI", travelDate: "2026-12-03" },
      ],
    });
    expect(url).toContain("origin_1=BOM&destination_1=GOI&depDate_1=2026-12-03");
    expect(url).toContain("tripType=2&prefAirCode=6E%2CAI");
    const back = oneWay.routeInfos[0] as RouteInfo;
    const returnUrl = encodeSearchUrl({
      ...oneWay,
      tripType: "RETURN",
      routeInfos: [
        back,
        { fromCityOrAirport: "BOM", toCityOrAirport: "DEL", travelDate: "2026-12-09" },
      ],
    });
    expect(returnUrl).toContain("dep=2026-12-01&ret=2026-12-09");
  });

  it("round-trips every valid query (encode then decode is the identity)", () => {
    fc.assert(
      fc.property(validQuery, (query) => {
        expect(decodeSearchUrl(encodeSearchUrl(query))).toEqual(query);
      }),
      { numRuns: 300 },
    );
  });

  it("reads lower-case codes and missing counts as the form defaults", () => {
    expect(decodeSearchUrl("from=del&to=bom&dep=2026-12-01&pClass=economy")).toEqual({
      ...oneWay,
      paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 },
    });
  });

  it("rejects URLs that describe no valid query", () => {
    expect(decodeSearchUrl("/flight/list/?from=DEL&to=BOM&pClass=ECONOMY")).toBeUndefined();
    expect(
      decodeSearchUrl("from=DEL&to=BOM&dep=2026-12-01&pClass=ECONOMY&tripType=7"),
    ).toBeUndefined();
    expect(decodeSearchUrl("from=DEL&to=BOM&dep=2026-02-30&pClass=ECONOMY")).toBeUndefined();
    expect(decodeSearchUrl("from=DEL&to=BOM&dep=2026-12-01&pClass=ECONOMY&ADT=x")).toBeUndefined();
    expect(
      decodeSearchUrl("from=DEL&to=BOM&dep=2026-12-01&pClass=ECONOMY&tripType=2"),
    ).toBeUndefined();
  });
});

describe("reading a results URL without the schema (the results page's browser code)", () => {
  it("reads what the URL says, unchecked; decodeSearchUrl refuses the same URL", () => {
    const url = "/flight/list?tripType=0&from=del&to=B0M&dep=2026-13-40&ADT=1&pClass=ECONOMY";
    expect(readSearchUrl(url)?.routeInfos).toEqual([
      { fromCityOrAirport: "DEL", toCityOrAirport: "B0M", travelDate: "2026-13-40" },
    ]);
    expect(decodeSearchUrl(url)).toBeUndefined();
    expect(readSearchUrl("tripType=9")).toBeUndefined();
  });
});
