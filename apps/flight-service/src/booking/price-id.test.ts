import { describe, expect, it } from "vitest";
import { indiaToday } from "../inventory/local-time";
import { searchResults } from "../search/search-results";
import { daysFromToday, oneWay } from "../search/search-testing";
import { parsePriceId } from "./price-id";

describe("parsePriceId", () => {
  it("reads every price id a search answers, non-stop and connecting, domestic and abroad", () => {
    const now = new Date();
    const { today } = indiaToday(now);
    for (const [from, to] of [
      ["DEL", "BOM"],
      ["IXC", "GOI"],
      ["BOM", "DXB"],
      ["DEL", "LHR"],
    ] as const) {
      const query = oneWay(from, to, daysFromToday(15));
      const trips = searchResults({ query, today, now, subject: null }).lists.ONWARD ?? [];
      expect(trips.length).toBeGreaterThan(0);
      for (const trip of trips) {
        for (const price of trip.prices) {
          const parsed = parsePriceId(price.id);
          expect(parsed?.flights.map((flight) => flight.id)).toEqual(
            trip.segments.map((segment) => segment.id),
          );
          expect(parsed).toMatchObject({ fareType: price.fareType, quotedTotal: price.total });
        }
      }
    }
  });

  it("refuses anything else", () => {
    for (const id of ["", "x", "6E1-DEL-BOM-2026-01-01#ECONOMY#PUBLISHED", "a#b#c#d#e"]) {
      expect(parsePriceId(id)).toBeUndefined();
    }
    expect(parsePriceId("6E1-DEL-BOM-2026-01-01#ECONOMY#NOPE#1")).toBeUndefined();
  });
});
