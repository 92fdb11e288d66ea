import { describe, expect, it } from "vitest";
import { fromRupees } from "../money/money";
import {
  CLEARED_TRIP_INSURANCE,
  isTripInsuranceUnavailable,
  type TripInsuranceState,
  tripInsuranceAfterItems,
  tripInsuranceDays,
  tripInsuranceFare,
} from "./trip-insurance";

const chosen: TripInsuranceState = {
  finalNoOfDays: 6,
  tripSafePriceChecked: true,
  selectedInsuranceValue: "TRIPSAFE_50K",
  ageConfirmed: true,
  fairTotalPrice: tripInsuranceFare(fromRupees(199), fromRupees(35.82), fromRupees(20)),
};

describe("trip insurance (J§3, J§4, J§9)", () => {
  it("TF = SP + SPGST", () => {
    expect(chosen.fairTotalPrice.TF).toBe(fromRupees(234.82));
  });

  it("one-way default days 4; a return trip counts both end days", () => {
    expect(tripInsuranceDays(new Date(2025, 9, 1))).toBe(4);
    expect(tripInsuranceDays(new Date(2025, 9, 1), new Date(2025, 9, 6))).toBe(6);
    expect(tripInsuranceDays(new Date(2025, 9, 1, 6), new Date(2025, 9, 1, 22))).toBe(1);
  });

  it("is cleared when every item has isio false", () => {
    expect(isTripInsuranceUnavailable([{ isio: false }, { isio: false }])).toBe(true);
    expect(isTripInsuranceUnavailable([])).toBe(true);
    expect(isTripInsuranceUnavailable([{ isio: false }, { isio: true }])).toBe(false);
    expect(tripInsuranceAfterItems(chosen, [{ isio: false }])).toEqual(CLEARED_TRIP_INSURANCE);
    expect(tripInsuranceAfterItems(chosen, [{ isio: true }])).toBe(chosen);
  });
});
