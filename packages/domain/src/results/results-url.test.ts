import { describe, expect, it } from "vitest";
import { filterTrips } from "./filter-trips";
import {
  decodeResultsView,
  RESULTS_MAX_SHOWN,
  RESULTS_PAGE_SIZE,
  resultsViewFilters,
  resultsViewParams,
} from "./results-url";
import { directTrip, makeTrip } from "./trip-fixtures";

describe("results view in the URL (J§4: filters and sort kept in the URL)", () => {
  it("defaults to price ascending, no filters and the first page", () => {
    expect(decodeResultsView(new URLSearchParams("from=DEL"))).toEqual({
      sort: { field: "price", direction: "asc" },
      stops: [],
      airlines: [],
      departureBuckets: [],
      refundableOnly: false,
      shown: RESULTS_PAGE_SIZE,
    });
  });

  it("reads repeated params and ignores unknown values", () => {
    const view = decodeResultsView(
      new URLSearchParams(
        "sort=duration&stops=0&stops=7&airline=6e&airline=xyz&depTime=MORNING&depTime=NOON&refundable=1&show=21",
      ),
    );
    expect(view).toEqual({
      sort: { field: "duration", direction: "asc" },
      stops: [0],
      airlines: ["6E"],
      departureBuckets: ["MORNING"],
      refundableOnly: true,
      shown: 2 * RESULTS_PAGE_SIZE,
    });
    expect(decodeResultsView(new URLSearchParams("sort=commission&show=99999"))).toMatchObject({
      sort: { field: "price" },
      shown: RESULTS_MAX_SHOWN,
    });
  });

  it("round-trips through resultsViewParams", () => {
    const view = decodeResultsView(
      new URLSearchParams("sort=arrival&stops=1&airline=AI&depTime=NIGHT&refundable=1&show=100"),
    );
    expect(decodeResultsView(new URLSearchParams(resultsViewParams(view)))).toEqual(view);
    expect(resultsViewParams(decodeResultsView(new URLSearchParams()))).toEqual([]);
  });

  it("filters with the domain's filterTrips (stops, departure bucket, refundable)", () => {
    const direct = directTrip("direct", "0700", [{ id: "a", total: 1, refundableType: 0 }]);
    const night = directTrip("night", "2000", [{ id: "b", total: 1, refundableType: 2 }]);
    const connecting = makeTrip(
      "connecting",
      [
        {
          from: "DEL",
          to: "JAI",
          departure: "2026-03-01T07:00",
          arrival: "2026-03-01T08:00",
          durationMinutes: 60,
        },
        {
          from: "JAI",
          to: "BOM",
          departure: "2026-03-01T09:00",
          arrival: "2026-03-01T11:00",
          durationMinutes: 120,
        },
      ],
      [{ id: "c", total: 1, refundableType: 1 }],
    );
    const trips = [direct, night, connecting];
    const ids = (query: string) =>
      filterTrips(trips, resultsViewFilters(decodeResultsView(new URLSearchParams(query))), {
        basis: "total",
        isCorporate: false,
      }).map((trip) => trip.id);
    expect(ids("stops=0")).toEqual(["direct", "night"]);
    expect(ids("depTime=MORNING")).toEqual(["direct", "connecting"]);
    expect(ids("refundable=1")).toEqual(["night", "connecting"]);
  });
});
