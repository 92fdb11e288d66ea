import { describe, expect, it } from "vitest";
import type { TripPrice } from "../results/trip-schema";
import { REISSUE_MESSAGES, reissueBlock, reissueCharges, reissueKind } from "./reissue";

const fare = (base: number, taxes: number, dateChangeFee: number | null) => ({
  base,
  taxes,
  baggage: { checkIn: "15 Kg", cabin: "7 Kg" },
  cabinClass: "ECONOMY" as const,
  refundableType: 1 as const,
  seatsRemaining: 9,
  mealIncluded: false,
  bookingClass: "Y",
  fareBasis: "YSAVER",
  dateChangeFee,
});

const price = (adult: number, child: number, fee: number | null): TripPrice => ({
  id: "p",
  fareIdentifier: "Saver",
  fareType: "PUBLISHED",
  base: 0,
  taxes: 0,
  total: 0,
  net: 0,
  commission: 0,
  markup: 0,
  tds: 0,
  fareDetails: { ADULT: fare(adult, 50_000, fee), CHILD: fare(child, 50_000, fee) },
});

const departure = new Date("2026-12-10T06:00:00Z");
const hoursBefore = (hours: number) => new Date(departure.getTime() - hours * 3_600_000);
const party = [
  { passengerId: "1", type: "ADULT" as const },
  { passengerId: "2", type: "CHILD" as const },
];

describe("which legs may be reissued (J§8 reissue codes)", () => {
  it("a ticketed leg before departure; a no-show (8042), a departed leg (8037), an unticketed booking are not", () => {
    expect(reissueBlock("Success", departure, hoursBefore(5))).toBeNull();
    expect(reissueBlock("NO_SHOW", departure, hoursBefore(5))).toBe("no-show");
    expect(reissueBlock("Success", departure, hoursBefore(0))).toBe("departed");
    expect(reissueBlock("On Hold", departure, hoursBefore(5))).toBe("not-ticketed");
    expect(reissueBlock("CANCELLED", departure, hoursBefore(5))).toBe("not-ticketed");
  });
});

describe("what a change is", () => {
  const leg = { date: "2026-12-10", cabinClass: "ECONOMY", from: "DEL", to: "BOM" };
  it("another date is a date change, the same date in another cabin a class change", () => {
    expect(reissueKind(leg, { ...leg, date: "2026-12-12" })).toEqual({
      ok: true,
      kind: "DATE_CHANGE",
    });
    expect(reissueKind(leg, { ...leg, cabinClass: "BUSINESS" })).toEqual({
      ok: true,
      kind: "CLASS_CHANGE",
    });
  });
  it(`'${REISSUE_MESSAGES.unchanged}'; '${REISSUE_MESSAGES.otherRoute}'`, () => {
    expect(reissueKind(leg, leg)).toEqual({ ok: false, message: REISSUE_MESSAGES.unchanged });
    expect(reissueKind(leg, { ...leg, to: "BLR", date: "2026-12-12" })).toEqual({
      ok: false,
      message: REISSUE_MESSAGES.otherRoute,
    });
  });
});

describe("the fare difference and the airline's date-change fee", () => {
  it("a dearer fare: the difference plus the fee per passenger, to pay", () => {
    const charges = reissueCharges(
      party,
      price(400_000, 300_000, 250_000),
      price(500_000, 350_000, 250_000),
      departure,
      hoursBefore(100),
    );
    expect(charges?.window).toBe("MORE_THAN_72_HOURS");
    expect(charges?.fareDifference).toBe(150_000);
    expect(charges?.changeFee).toBe(500_000);
    expect(charges?.amount).toBe(650_000);
    expect(charges?.lines[1]).toMatchObject({ passengerId: "2", fareDifference: 50_000 });
  });

  it("the fee of the window the old departure is in: a quarter more from 72 to 4 hours", () => {
    const charges = reissueCharges(
      party.slice(0, 1),
      price(400_000, 0, 250_000),
      price(400_000, 0, 250_000),
      departure,
      hoursBefore(24),
    );
    expect(charges?.changeFee).toBe(315_000);
  });

  it("a cheaper fare whose difference exceeds the fee: refunded (below zero)", () => {
    const charges = reissueCharges(
      party.slice(0, 1),
      price(900_000, 0, 100_000),
      price(400_000, 0, 100_000),
      departure,
      hoursBefore(100),
    );
    expect(charges?.amount).toBe(-400_000);
  });

  it("no change within 4 hours of departure, nor on a fare without a change fee", () => {
    const open = price(400_000, 0, 250_000);
    expect(reissueCharges(party, open, open, departure, hoursBefore(3))).toBeNull();
    const closed = price(400_000, 0, null);
    expect(reissueCharges(party, closed, open, departure, hoursBefore(100))).toBeNull();
  });
});
