import { describe, expect, it } from "vitest";
import { filterTrips } from "./filter-trips";
import {
  HHMM_PATTERN,
  isWithinTimeWindow,
  localTimeHhmm,
  minutesToHhmm,
  searchTimeWindow,
  TIME_OF_DAY_BUCKETS,
} from "./time-of-day";
import { directTrip, makeTrip } from "./trip-fixtures";

describe("time-of-day filters as HHMM (J§5)", () => {
  it("are four-digit HHMM strings in four buckets", () => {
    expect(TIME_OF_DAY_BUCKETS.map((bucket) => `${bucket.from}-${bucket.to}`)).toEqual([
      "0000-0559",
      "0600-1159",
      "1200-1759",
      "1800-2359",
    ]);
    expect(HHMM_PATTERN.test("0630")).toBe(true);
    expect(HHMM_PATTERN.test("2400")).toBe(false);
    expect(HHMM_PATTERN.test("630")).toBe(false);
    expect(localTimeHhmm("2026-03-01T06:30")).toBe("0630");
  });

  it("corporate users get the window 1 hour earlier and 30 minutes later, within the day", () => {
    expect(searchTimeWindow({ from: "0600", to: "1159" }, true)).toEqual({
      from: "0500",
      to: "1229",
    });
    expect(searchTimeWindow({ from: "0600", to: "1159" }, false)).toEqual({
      from: "0600",
      to: "1159",
    });
    expect(searchTimeWindow({ from: "0000", to: "2359" }, true)).toEqual({
      from: "0000",
      to: "2359",
    });
    expect(minutesToHhmm(-5)).toBe("0000");
    expect(isWithinTimeWindow("0500", { from: "0500", to: "1229" })).toBe(true);
    expect(isWithinTimeWindow("1230", { from: "0500", to: "1229" })).toBe(false);
  });
});

describe("filtering results", () => {
  const dawn = directTrip("dawn", "0520", [{ id: "d", total: 400_000, refundableType: 0 }]);
  const morning = directTrip(
    "morning",
    "0900",
    [{ id: "m", total: 500_000, fareIdentifier: "SME" }],
    "AI",
  );
  const evening = directTrip("evening", "1900", [{ id: "e", total: 700_000, net: 300_000 }]);
  const hop = makeTrip(
    "hop",
    [
      {
        from: "DEL",
        to: "JAI",
        departure: "2026-03-01T10:00",
        arrival: "2026-03-01T11:00",
        durationMinutes: 60,
      },
      {
        from: "JAI",
        to: "BOM",
        departure: "2026-03-01T12:00",
        arrival: "2026-03-01T14:00",
        durationMinutes: 120,
        airline: "AI",
        stops: 1,
      },
    ],
    [{ id: "h", total: 350_000 }],
  );
  const trips = [dawn, morning, evening, hop];
  const plain = { basis: "total" as const, isCorporate: false };
  const ids = (list: { id: string }[]) => list.map((trip) => trip.id);

  it("no filters keep everything", () => {
    expect(filterTrips(trips, {}, plain)).toHaveLength(4);
  });

  it("by departure bucket, widened for corporate users", () => {
    const morningBucket = [{ from: "0600", to: "1159" }];
    expect(ids(filterTrips(trips, { departureWindows: morningBucket }, plain))).toEqual([
      "morning",
      "hop",
    ]);
    expect(
      ids(filterTrips(trips, { departureWindows: morningBucket }, { ...plain, isCorporate: true })),
    ).toEqual(["dawn", "morning", "hop"]);
    expect(
      ids(filterTrips(trips, { arrivalWindows: [{ from: "2000", to: "2359" }] }, plain)),
    ).toEqual(["evening"]);
  });

  it("by stops (2 = two or more), airline, refundability, fare identifier and price", () => {
    expect(ids(filterTrips(trips, { stops: [0] }, plain))).toEqual(["dawn", "morning", "evening"]);
    expect(ids(filterTrips(trips, { stops: [2] }, plain))).toEqual(["hop"]);
    expect(ids(filterTrips(trips, { airlines: ["AI"] }, plain))).toEqual(["morning"]);
    expect(ids(filterTrips(trips, { airlines: ["AI", "6E"] }, plain))).toHaveLength(4);
    expect(ids(filterTrips(trips, { refundableTypes: [0] }, plain))).toEqual(["dawn"]);
    expect(ids(filterTrips(trips, { fareIdentifiers: ["SME"] }, plain))).toEqual(["morning"]);
    expect(filterTrips(trips, { cabinClass: "ALL" }, plain)).toHaveLength(4);
    expect(filterTrips(trips, { cabinClass: "BUSINESS" }, plain)).toHaveLength(0);
    expect(ids(filterTrips(trips, { minPrice: 400_000, maxPrice: 600_000 }, plain))).toEqual([
      "dawn",
      "morning",
    ]);
    expect(ids(filterTrips(trips, { maxPrice: 350_000 }, { ...plain, basis: "net" }))).toEqual([
      "evening",
      "hop",
    ]);
  });
});
