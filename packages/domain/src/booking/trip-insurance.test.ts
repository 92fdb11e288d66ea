import { describe, expect, it } from "vitest";
import { fromRupees, paise } from "../money/money";
import {
  CLEARED_TRIP_INSURANCE,
  insuranceCertificateNumber,
  isTripInsuranceUnavailable,
  TRIP_INSURANCE_PLAN,
  type TripInsuranceState,
  tripInsuranceAfterItems,
  tripInsuranceDays,
  tripInsuranceFare,
  tripInsuranceQuote,
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

describe("trip insurance's price and certificate (J§3, J§9)", () => {
  it("prices ₹99 and ₹15 a day per traveller, with 18 % GST: TF = SP + SPGST", () => {
    const quote = tripInsuranceQuote(2, 4, false);
    expect(quote).toMatchObject({ plan: TRIP_INSURANCE_PLAN.name, days: 4, travellers: 2 });
    expect(quote.fare).toEqual({
      SP: fromRupees(318),
      SPGST: fromRupees(57.24),
      AC: paise(0),
      TF: fromRupees(375.24),
    });
  });

  it("gives an agent 20 % of the price as commission, not charged", () => {
    const quote = tripInsuranceQuote(1, 4, true);
    expect(quote.fare.AC).toBe(fromRupees(31.8));
    expect(quote.fare.TF).toBe(fromRupees(187.62));
  });

  it("numbers the certificate after the booking", () => {
    expect(insuranceCertificateNumber("WF2026112700001")).toBe("TS-2026112700001");
  });
});
