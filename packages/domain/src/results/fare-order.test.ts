import { describe, expect, it } from "vitest";
import { orderTripPrices, promoteFlexFare } from "./fare-order";
import { makePrice } from "./trip-fixtures";

const fares = [
  makePrice({ id: "p5", total: 500 }),
  makePrice({ id: "flex", total: 900, fareType: "TJ_FLEX" }),
  makePrice({ id: "p1", total: 100 }),
  makePrice({ id: "p3", total: 300 }),
  makePrice({ id: "p2", total: 200 }),
];
const ids = (list: { id: string }[]) => list.map((price) => price.id);

describe("flex fares move up to third place (J§4)", () => {
  it("sorts by price and lifts a flex fare from beyond third place to third", () => {
    expect(ids(orderTripPrices(fares, "total", { keepPriceOrder: false }))).toEqual([
      "p1",
      "p2",
      "flex",
      "p3",
      "p5",
    ]);
  });

  it("keeps the price order when a flag or a selected filter applies", () => {
    expect(ids(orderTripPrices(fares, "total", { keepPriceOrder: true }))).toEqual([
      "p1",
      "p2",
      "p3",
      "p5",
      "flex",
    ]);
  });

  it("leaves a flex fare already in the first three, and lists without one, alone", () => {
    const cheapFlex = [
      makePrice({ id: "a", total: 1 }),
      makePrice({ id: "f", total: 2, fareType: "TJ_FLEX" }),
    ];
    expect(ids(promoteFlexFare(cheapFlex, { keepPriceOrder: false }))).toEqual(["a", "f"]);
    expect(ids(promoteFlexFare(fares.slice(2), { keepPriceOrder: false }))).toEqual([
      "p1",
      "p3",
      "p2",
    ]);
  });
});
