import { describe, expect, it } from "vitest";
import { paise } from "../money/money";
import {
  ADD_ON_MESSAGES,
  addOnCharges,
  addOnChoiceErrors,
  addOnPassengers,
  mealRestriction,
  seatRestriction,
  serviceRestriction,
} from "./add-ons";

const ADULT = { type: "ADULT", carriesInfant: false } as const;
const CHILD = { type: "CHILD", carriesInfant: false } as const;
const INFANT = { type: "INFANT", carriesInfant: false } as const;

describe("who may sit where (J§2 Add-ons: seats)", () => {
  it("infants take no seat", () => {
    expect(seatRestriction(INFANT, [])).toBe(ADD_ON_MESSAGES.infantSeat);
  });

  it("exit rows are not for children, nor for an adult carrying an infant", () => {
    expect(seatRestriction(CHILD, ["exitRow", "extraLegroom"])).toBe(ADD_ON_MESSAGES.exitRow);
    expect(seatRestriction({ type: "ADULT", carriesInfant: true }, ["exitRow"])).toBe(
      ADD_ON_MESSAGES.exitRow,
    );
    expect(seatRestriction(ADULT, ["exitRow"])).toBeUndefined();
    expect(seatRestriction(CHILD, ["extraLegroom", "front"])).toBeUndefined();
  });

  it("each infant rides on one adult's lap, the first adults first", () => {
    expect(addOnPassengers(["ADULT", "ADULT", "CHILD", "INFANT"])).toEqual([
      { type: "ADULT", carriesInfant: true },
      { type: "ADULT", carriesInfant: false },
      CHILD,
      INFANT,
    ]);
  });
});

describe("SSRs per passenger type", () => {
  it("infants have the baby meal and nothing else; the baby meal is for infants", () => {
    expect(mealRestriction("INFANT", "BBML")).toBeUndefined();
    expect(mealRestriction("INFANT", "VGML")).toBe(ADD_ON_MESSAGES.infantMeal);
    expect(mealRestriction("CHILD", "BBML")).toBe(ADD_ON_MESSAGES.babyMeal);
    expect(mealRestriction("ADULT", "AVML")).toBeUndefined();
  });

  it("fast forward, baggage and wheelchair are for adults and children", () => {
    expect(serviceRestriction("INFANT")).toBe(ADD_ON_MESSAGES.infantService);
    expect(serviceRestriction("CHILD")).toBeUndefined();
  });
});

describe("choices", () => {
  it("refuse unknown passengers and flights, a passenger twice on a flight, a seat twice", () => {
    const errors = addOnChoiceErrors(
      [
        { segmentId: "S1", passengerIndex: 0, seatNo: "12A" },
        { segmentId: "S1", passengerIndex: 1, seatNo: "12A" },
        { segmentId: "S1", passengerIndex: 1 },
        { segmentId: "S9", passengerIndex: 4 },
      ],
      2,
      ["S1", "S2"],
    );
    expect(errors).toEqual([
      ADD_ON_MESSAGES.seatTwice,
      ADD_ON_MESSAGES.repeated,
      ADD_ON_MESSAGES.unknownPassenger,
      ADD_ON_MESSAGES.unknownSegment,
    ]);
  });

  it("the same seat number on two flights is two seats", () => {
    const choices = [
      { segmentId: "S1", passengerIndex: 0, seatNo: "12A" },
      { segmentId: "S2", passengerIndex: 0, seatNo: "12A" },
    ];
    expect(addOnChoiceErrors(choices, 1, ["S1", "S2"])).toEqual([]);
  });
});

describe("added-SSR totals (J§3 fare summary: meal/baggage/seat charges)", () => {
  it("sum per kind; fast forward = unit amount × (adults + children) taking it (J§5)", () => {
    const charges = addOnCharges([
      { segmentId: "S1", paxType: "ADULT", seatFare: paise(40000), fastForwardUnit: paise(50000) },
      { segmentId: "S1", paxType: "CHILD", mealPrice: paise(35000), fastForwardUnit: paise(50000) },
      { segmentId: "S2", paxType: "ADULT", baggagePrice: paise(225000), seatFare: paise(0) },
    ]);
    expect(charges).toEqual({
      seatCharges: 40000,
      mealCharges: 35000,
      baggageCharges: 225000,
      fastForwardCharges: 100000,
    });
  });

  it("are zero without add-ons", () => {
    expect(addOnCharges([])).toEqual({
      seatCharges: 0,
      mealCharges: 0,
      baggageCharges: 0,
      fastForwardCharges: 0,
    });
  });
});
