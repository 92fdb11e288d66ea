import { describe, expect, it } from "vitest";
import { isCombinedViewApplicable, showsCombinedView } from "./combined-view";
import { groupSamePriceTrips } from "./same-price-groups";
import { isSpecialReturnPrice, separateSpecialReturnTrips } from "./special-return";
import { directTrip, makePrice } from "./trip-fixtures";

describe("same-price grouping (J§5)", () => {
  it("groups trips of the same airline at the same price, keeping first-seen order", () => {
    const trips = [
      directTrip("a", "0600", [{ id: "a1", total: 450_050 }]),
      directTrip("b", "0900", [{ id: "b1", total: 450_050 }], "AI"),
      directTrip("c", "1200", [{ id: "c1", total: 450_050 }]),
      directTrip("d", "1500", [{ id: "d1", total: 450_051 }]),
    ];
    const groups = groupSamePriceTrips(trips, "total");
    expect(
      groups.map((group) => [group.airlineKey, group.price, group.trips.map((trip) => trip.id)]),
    ).toEqual([
      ["6E", 450_050, ["a", "c"]],
      ["AI", 450_050, ["b"]],
      ["6E", 450_051, ["d"]],
    ]);
  });

  it("uses the net fare for corporate users", () => {
    const trips = [
      directTrip("a", "0600", [{ id: "a1", total: 500_000, net: 400_000 }]),
      directTrip("b", "0900", [{ id: "b1", total: 510_000, net: 400_000 }]),
    ];
    expect(groupSamePriceTrips(trips, "net")).toHaveLength(1);
    expect(groupSamePriceTrips(trips, "total")).toHaveLength(2);
  });
});

describe("special-return separation (J§5)", () => {
  it("a fare is special-return by fare type SPECIAL_RETURN or a special-return id", () => {
    expect(isSpecialReturnPrice(makePrice({ id: "x", total: 1, fareType: "SPECIAL_RETURN" }))).toBe(
      true,
    );
    expect(isSpecialReturnPrice(makePrice({ id: "x", total: 1, specialReturnId: "SR1" }))).toBe(
      true,
    );
    expect(
      isSpecialReturnPrice({
        ...makePrice({ id: "x", total: 1 }),
        matchedSpecialReturnIds: ["SR1"],
      }),
    ).toBe(true);
    expect(isSpecialReturnPrice(makePrice({ id: "x", total: 1 }))).toBe(false);
  });

  it("splits trips, a mixed trip appearing in both lists with its own fares", () => {
    const normal = directTrip("n", "0600", [{ id: "n1", total: 1 }]);
    const special = directTrip("s", "0700", [{ id: "s1", total: 1, fareType: "SPECIAL_RETURN" }]);
    const mixed = directTrip("m", "0800", [
      { id: "m1", total: 1 },
      { id: "m2", total: 1, specialReturnId: "SR" },
    ]);
    const result = separateSpecialReturnTrips([normal, special, mixed]);
    expect(result.normal.map((trip) => [trip.id, trip.prices.map((price) => price.id)])).toEqual([
      ["n", ["n1"]],
      ["m", ["m1"]],
    ]);
    expect(
      result.specialReturn.map((trip) => [trip.id, trip.prices.map((price) => price.id)]),
    ).toEqual([
      ["s", ["s1"]],
      ["m", ["m2"]],
    ]);
  });
});

describe("combined view (J§5)", () => {
  const international = { isDomestic: false, isMultiCity: false, onwardCount: 3, comboCount: 0 };

  it("applies only when not domestic, not multicity, and onward or combo results exist", () => {
    expect(isCombinedViewApplicable(international)).toBe(true);
    expect(isCombinedViewApplicable({ ...international, onwardCount: 0, comboCount: 2 })).toBe(
      true,
    );
    expect(isCombinedViewApplicable({ ...international, isDomestic: true })).toBe(false);
    expect(isCombinedViewApplicable({ ...international, isMultiCity: true })).toBe(false);
    expect(isCombinedViewApplicable({ ...international, onwardCount: 0 })).toBe(false);
  });

  it("shows only when the persisted toggle is on and the view applies", () => {
    expect(showsCombinedView(international, true)).toBe(true);
    expect(showsCombinedView(international, false)).toBe(false);
    expect(showsCombinedView({ ...international, isDomestic: true }, true)).toBe(false);
  });
});
