import { describe, expect, it } from "vitest";
import { fareRuleInfoSchema, fareRuleSchema } from "../api/fare-rules";
import { FARE_RULE_INFO_TITLES, fareRuleInfoText } from "../catalogues/fare-rule-info";
import { makeTrip } from "../results/trip-fixtures";
import type { FareDetail, TripPrice } from "../results/trip-schema";
import {
  FARE_INCLUDED_MEAL,
  FARE_RULE_INFO_LABELS,
  fareRuleInfo,
  fareRuleInfoRows,
  fareRuleOf,
  fareRulesOf,
} from "./fare-rule-info";

const trip = makeTrip(
  "t1",
  [
    {
      from: "DEL",
      to: "BLR",
      departure: "2026-12-01T06:00",
      arrival: "2026-12-01T08:00",
      durationMinutes: 120,
    },
    {
      from: "BLR",
      to: "COK",
      departure: "2026-12-01T10:00",
      arrival: "2026-12-01T11:00",
      durationMinutes: 60,
      airline: "AI",
    },
  ],
  [{ id: "p1", total: 550_000, fareIdentifier: "Flexi Plus" }],
);
const price = trip.prices[0] as TripPrice;
const detail = price.fareDetails.ADULT;
const withFees: FareDetail = {
  ...detail,
  mealIncluded: true,
  cancellationFee: 300_000,
  dateChangeFee: 250_000,
};

describe("fare-rule info entries of a fare (J§9, the fare rules' tabs)", () => {
  it("are Baggage, Cancellation, Date Change, Seat and Meal, in that order", () => {
    const info = fareRuleInfo(withFees);
    expect(info.map((entry) => entry.title)).toEqual([...FARE_RULE_INFO_TITLES]);
    expect(FARE_RULE_INFO_TITLES).toEqual([
      "Baggage",
      "Cancellation",
      "Date Change",
      "Seat",
      "Meal",
    ]);
    expect(fareRuleInfoSchema.safeParse(info).success).toBe(true);
  });

  it("Baggage: the fare's check-in and cabin allowances", () => {
    expect(fareRuleInfoRows(fareRuleInfo(withFees)[0])).toEqual([
      { term: "Check-in", detail: "15 Kg" },
      { term: "Cabin", detail: "7 Kg" },
    ]);
    const cabinOnly = fareRuleInfo({ ...withFees, baggage: { checkIn: " ", cabin: "7 Kg" } });
    expect(cabinOnly[0]).toEqual({ title: "Baggage", checkIn: null, cabin: "7 Kg" });
    expect(fareRuleInfoRows(cabinOnly[0])).toEqual([{ term: "Cabin", detail: "7 Kg" }]);
  });

  it("Cancellation and Date Change: the fee in each window before departure, 'Not permitted' where the fare forbids it", () => {
    const [, cancellation, dateChange] = fareRuleInfo(withFees);
    expect(fareRuleInfoRows(cancellation)).toEqual([
      { term: "More than 72 hours before departure", detail: "₹3,000.00" },
      { term: "72 to 4 hours before departure", detail: "₹3,750.00" },
      // Within 4 hours the whole base fare is kept.
      { term: "Less than 4 hours before departure", detail: "₹4,950.00" },
    ]);
    expect(fareRuleInfoRows(dateChange).map((row) => row.detail)).toEqual([
      "₹2,500.00",
      "₹3,150.00",
      "Not permitted",
    ]);
    const noChange = fareRuleInfo({ ...withFees, dateChangeFee: null })[2];
    expect(fareRuleInfoRows(noChange).map((row) => row.detail)).toEqual(
      Array(3).fill("Not permitted"),
    );
  });

  it("Seat: nothing a fare includes; Meal: a free meal when the fare has one", () => {
    const [, , , seat, meal] = fareRuleInfo(withFees);
    expect(fareRuleInfoRows(seat)).toEqual([]);
    expect(fareRuleInfoRows(meal)).toEqual([{ term: "Included", detail: FARE_INCLUDED_MEAL }]);
    expect(fareRuleInfoRows(fareRuleInfo(detail)[4])).toEqual([]);
  });

  it("an entry the airline sets nothing in has no lines, and reads 'As per airline policy.'", () => {
    // The fixture's fare carries no airline fees, no meal, and here no allowances.
    const bare = fareRuleInfo({ ...detail, baggage: { checkIn: "", cabin: "" } });
    for (const entry of bare) {
      expect(fareRuleInfoRows(entry)).toEqual([]);
      expect(fareRuleInfoText(entry.title)).toBe("As per airline policy.");
    }
  });

  it("takes other words for every label (white label)", () => {
    const labels = {
      ...FARE_RULE_INFO_LABELS,
      checkIn: "Hold",
      notPermitted: "No",
      feeWindow: () => "Any time",
      fee: (amount: number) => `${amount} paise`,
    };
    const [baggage, , dateChange] = fareRuleInfo(withFees);
    expect(fareRuleInfoRows(baggage, labels)[0]).toEqual({ term: "Hold", detail: "15 Kg" });
    expect(fareRuleInfoRows(dateChange, labels)).toEqual([
      { term: "Any time", detail: "250000 paise" },
      { term: "Any time", detail: "315000 paise" },
      { term: "Any time", detail: "No" },
    ]);
  });
});

describe("the info entries' schema (validated where the service answers)", () => {
  const valid = fareRuleInfo(withFees);

  it("refuses entries out of order, missing or unnamed", () => {
    expect(fareRuleInfoSchema.safeParse([...valid].reverse()).success).toBe(false);
    expect(fareRuleInfoSchema.safeParse(valid.slice(0, 4)).success).toBe(false);
    expect(
      fareRuleInfoSchema.safeParse(valid.map((entry) => ({ ...entry, title: "Other" }))).success,
    ).toBe(false);
  });

  it("takes every fee window in order, or none", () => {
    const [baggage, cancellation, ...rest] = valid;
    const withCancellation = (fees: unknown) =>
      fareRuleInfoSchema.safeParse([baggage, { ...cancellation, fees }, ...rest]).success;
    expect(withCancellation([])).toBe(true);
    expect(withCancellation(cancellation.fees.slice(1))).toBe(false);
    expect(withCancellation([...cancellation.fees].reverse())).toBe(false);
    expect(withCancellation(cancellation.fees.map((fee) => ({ ...fee, fee: -1 })))).toBe(false);
  });

  it("bounds what a fare includes and its allowances", () => {
    const [baggage, cancellation, dateChange, seat, meal] = valid;
    expect(
      fareRuleInfoSchema.safeParse([
        baggage,
        cancellation,
        dateChange,
        { ...seat, included: [""] },
        meal,
      ]).success,
    ).toBe(false);
    expect(
      fareRuleInfoSchema.safeParse([
        { ...baggage, checkIn: "x".repeat(41) },
        cancellation,
        dateChange,
        seat,
        meal,
      ]).success,
    ).toBe(false);
  });
});

describe("the rules of a leg's fares", () => {
  it("name the route from first departure to last arrival, the flights and the fare", () => {
    const rule = fareRuleOf(trip, { ...price, fareDetails: { ADULT: withFees } });
    expect(fareRuleSchema.parse(rule)).toMatchObject({
      route: "DEL-COK",
      flightNumbers: ["6E100", "AI101"],
      fareIdentifier: "Flexi Plus",
      bookingClass: "Y",
      fareBasis: "YOWDEL",
      mealIncluded: true,
    });
    expect(rule.info[4]).toEqual({ title: "Meal", included: ["Free meal"] });
  });

  it("one rule per fare of each leg", () => {
    const twoFares = makeTrip(
      "t2",
      [],
      [
        { id: "a", total: 100_000 },
        { id: "b", total: 120_000 },
      ],
    );
    expect(fareRulesOf([trip, { ...twoFares, segments: trip.segments }])).toHaveLength(3);
  });
});
