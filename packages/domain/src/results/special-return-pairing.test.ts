import { describe, expect, it } from "vitest";
import { pairsWith, tripsPairingWith } from "./special-return";
import { directTrip, makePrice } from "./trip-fixtures";

const normal = makePrice({ id: "n", total: 500000 });
const onwardSpecial = makePrice({ id: "s", total: 420000, specialReturnId: "SR-6E-1" });
const returnSpecial = {
  ...makePrice({ id: "r", total: 410000, fareType: "SPECIAL_RETURN" }),
  matchedSpecialReturnIds: ["SR-6E-1"],
};
const otherSpecial = {
  ...makePrice({ id: "o", total: 400000, fareType: "SPECIAL_RETURN" }),
  matchedSpecialReturnIds: ["SR-AI-1"],
};

describe("fares that can be booked together on a return (J§5 special return)", () => {
  it("normal goes with normal; special return only with its own pair", () => {
    expect(pairsWith(normal, normal)).toBe(true);
    expect(pairsWith(normal, returnSpecial)).toBe(false);
    expect(pairsWith(onwardSpecial, normal)).toBe(false);
    expect(pairsWith(onwardSpecial, returnSpecial)).toBe(true);
    expect(pairsWith(returnSpecial, onwardSpecial)).toBe(true);
    expect(pairsWith(onwardSpecial, otherSpecial)).toBe(false);
  });

  it("keeps only the fares that pair, and drops trips left with none", () => {
    const trips = [
      directTrip("T1", "0900", [{ id: "a", total: 500000 }]),
      { ...directTrip("T2", "1200", []), prices: [returnSpecial, normal] },
      { ...directTrip("T3", "1500", []), prices: [otherSpecial] },
    ];
    const paired = tripsPairingWith(trips, onwardSpecial);
    expect(paired.map((trip) => [trip.id, trip.prices.map((price) => price.id)])).toEqual([
      ["T2", ["r"]],
    ]);
  });
});
