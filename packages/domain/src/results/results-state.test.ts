import { describe, expect, it } from "vitest";
import { CORPORATE_REASONS, corporateReasonSchema, corporateReasonText } from "./corporate-reasons";
import {
  CUT_OFF_SECONDS,
  cutOffVisibleTrips,
  loadAllCount,
  loadAllTrips,
  nextBatchAfterCutOff,
  splitByCutOff,
} from "./cut-off";
import { compareWithLowestPrice, lowestPriceIds, totalPriceDifference } from "./lowest-price";
import { showsSelectionBox, toggleCheckedPriceId } from "./selection";
import { directTrip } from "./trip-fixtures";

describe("cut-off result sets (J§4, cut-off 10)", () => {
  const sets = splitByCutOff([
    { receivedAfterSeconds: 2, trips: ["a", "b"] },
    { receivedAfterSeconds: 10, trips: ["c"] },
    { receivedAfterSeconds: 14, trips: ["d"] },
  ]);

  it("results within the cut-off stay primary, later ones go secondary", () => {
    expect(CUT_OFF_SECONDS).toBe(10);
    expect(sets).toEqual({ primary: ["a", "b", "c"], secondary: ["d"] });
  });

  it("shows the primary set until load all merges them", () => {
    const state = { cutOffEnabled: true, allTripsLoaded: true, loadAllChosen: false };
    expect(cutOffVisibleTrips(sets, state)).toEqual(["a", "b", "c"]);
    expect(cutOffVisibleTrips(sets, { ...state, loadAllChosen: true })).toEqual([
      "a",
      "b",
      "c",
      "d",
    ]);
    expect(cutOffVisibleTrips(sets, { ...state, cutOffEnabled: false })).toEqual(
      loadAllTrips(sets),
    );
  });

  it("knows the primary set is complete when the batch waited for is due after the cut-off", () => {
    expect(nextBatchAfterCutOff({ receivedAfterSeconds: 3, retryInSecond: 9 })).toBe(true);
    expect(nextBatchAfterCutOff({ receivedAfterSeconds: 1, retryInSecond: 2 })).toBe(false);
    expect(nextBatchAfterCutOff({ receivedAfterSeconds: 4, retryInSecond: 6 })).toBe(false);
  });

  it("offers load all once all trips are loaded", () => {
    const state = { cutOffEnabled: true, allTripsLoaded: true, loadAllChosen: false };
    expect(loadAllCount(sets, state)).toBe(1);
    expect(loadAllCount(sets, { ...state, allTripsLoaded: false })).toBe(0);
    expect(loadAllCount(sets, { ...state, loadAllChosen: true })).toBe(0);
  });
});

describe("checked flights and the selection box (J§4)", () => {
  it("checking a flight adds or removes its price id", () => {
    expect(toggleCheckedPriceId(["p1"], "p2")).toEqual(["p1", "p2"]);
    expect(toggleCheckedPriceId(["p1", "p2"], "p1")).toEqual(["p2"]);
  });

  it("shows only when all trips are loaded and every trip has a selection", () => {
    const legKeys = ["ONWARD", "RETURN"];
    expect(
      showsSelectionBox({
        allTripsLoaded: true,
        legKeys,
        selectedPriceIds: { ONWARD: "a", RETURN: "b" },
      }),
    ).toBe(true);
    expect(
      showsSelectionBox({
        allTripsLoaded: false,
        legKeys,
        selectedPriceIds: { ONWARD: "a", RETURN: "b" },
      }),
    ).toBe(false);
    expect(
      showsSelectionBox({ allTripsLoaded: true, legKeys, selectedPriceIds: { ONWARD: "a" } }),
    ).toBe(false);
    expect(showsSelectionBox({ allTripsLoaded: true, legKeys: [], selectedPriceIds: {} })).toBe(
      false,
    );
  });
});

describe("lowest-price comparison and corporate reasons (J§5)", () => {
  const trips = [
    directTrip("a", "0600", [{ id: "a1", total: 500_000, net: 450_000 }]),
    directTrip("b", "0900", [
      { id: "b1", total: 480_000, net: 470_000 },
      { id: "b2", total: 520_000, net: 515_000 },
    ]),
    directTrip("c", "1200", [{ id: "c1", total: 600_000, net: 460_000 }]),
  ];

  it("compares the chosen fare with the lowest on the pricing basis", () => {
    const corporate = compareWithLowestPrice(trips, "b1", "net", true);
    expect(corporate).toMatchObject({
      lowestPriceId: "a1",
      priceDifference: 20_000,
      lowestThreePriceIds: ["a1", "c1", "b1"],
      showConfirmationPopup: true,
    });
    expect(compareWithLowestPrice(trips, "b1", "total", false)).toMatchObject({
      lowestPriceId: "b1",
      priceDifference: 0,
      showConfirmationPopup: false,
    });
    expect(compareWithLowestPrice(trips, "zz", "total", false)).toBeUndefined();
    expect(lowestPriceIds(trips, "total", 2)).toEqual(["b1", "a1"]);
    expect(totalPriceDifference(corporate ? [corporate, corporate] : [])).toBe(40_000);
  });

  it("offers 8 reasons; without a picked or written reason: 'Please select or write a reason for not choosing the lowest fare'", () => {
    const message = "Please select or write a reason for not choosing the lowest fare";
    expect(CORPORATE_REASONS).toHaveLength(8);
    expect(corporateReasonSchema.safeParse({}).error?.issues[0]?.message).toBe(message);
    expect(corporateReasonSchema.safeParse({ reasonText: "  " }).error?.issues[0]?.message).toBe(
      message,
    );
    expect(corporateReasonSchema.safeParse({ reason: "NOPE" }).error?.issues[0]?.message).toBe(
      message,
    );
    const picked = corporateReasonSchema.parse({ reason: "CLIENT_REQUIREMENT" });
    expect(corporateReasonText(picked)).toBe("Client or customer requirement");
    const written = corporateReasonSchema.parse({ reasonText: " Board meeting " });
    expect(corporateReasonText(written)).toBe("Board meeting");
    expect(corporateReasonText({})).toBe("");
  });
});
