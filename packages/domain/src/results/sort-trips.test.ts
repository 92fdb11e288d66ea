import { describe, expect, it } from "vitest";
import { sortTrips } from "./sort-trips";
import { directTrip, makeTrip } from "./trip-fixtures";

const early = directTrip("early", "0600", [
  { id: "e", total: 600_000, net: 500_000, commission: 5_000 },
]);
const noon = directTrip("noon", "1200", [
  { id: "n", total: 550_000, net: 540_000, commission: 9_000 },
]);
const late = makeTrip(
  "late",
  [
    {
      from: "DEL",
      to: "BOM",
      departure: "2026-03-01T18:00",
      arrival: "2026-03-01T23:30",
      durationMinutes: 330,
    },
  ],
  [{ id: "l", total: 450_000, net: 445_000, commission: 1_000 }],
);
const trips = [early, noon, late];
const ids = (list: { id: string }[]) => list.map((trip) => trip.id);

describe("sorting results (J§5)", () => {
  it("by price on total for most users", () => {
    expect(ids(sortTrips(trips, { field: "price", direction: "asc" }, "total"))).toEqual([
      "late",
      "noon",
      "early",
    ]);
  });

  it("by price on net fare for corporate users", () => {
    expect(ids(sortTrips(trips, { field: "price", direction: "asc" }, "net"))).toEqual([
      "late",
      "early",
      "noon",
    ]);
  });

  it("by departure, arrival, duration and commission, both directions", () => {
    expect(ids(sortTrips(trips, { field: "departure", direction: "desc" }, "total"))).toEqual([
      "late",
      "noon",
      "early",
    ]);
    expect(ids(sortTrips(trips, { field: "arrival", direction: "asc" }, "total"))).toEqual([
      "early",
      "noon",
      "late",
    ]);
    expect(ids(sortTrips(trips, { field: "duration", direction: "desc" }, "total"))).toEqual([
      "late",
      "noon",
      "early",
    ]);
    expect(ids(sortTrips(trips, { field: "commission", direction: "desc" }, "total"))).toEqual([
      "noon",
      "early",
      "late",
    ]);
  });

  it("breaks ties by price, then by arrival order", () => {
    const twin = directTrip("twin", "0600", [{ id: "t", total: 500_000 }]);
    const twin2 = directTrip("twin2", "0600", [{ id: "t2", total: 500_000 }]);
    expect(
      ids(sortTrips([early, twin2, twin], { field: "departure", direction: "asc" }, "total")),
    ).toEqual(["twin2", "twin", "early"]);
  });
});
