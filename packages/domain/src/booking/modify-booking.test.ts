import { describe, expect, it } from "vitest";
import type { BookedAddOn } from "../api/booked-add-on";
import { passbookReasonLabel } from "../wallet/passbook";
import {
  addedAddOns,
  addedAddOnsAmount,
  alreadyBooked,
  MODIFY_BOOKING_LEDGER_REASON,
  MODIFY_BOOKING_MESSAGES,
  quoteExpired,
  quoteExpiresAt,
  withAddedAddOns,
} from "./modify-booking";

const meal = { code: "VGML", name: "Veg meal", diet: "VEG", price: 40000 } as const;
const booked: BookedAddOn[] = [
  { segmentId: "S1", passengerIndex: 0, seat: { seatNo: "12A", seatFare: 45000 }, meal },
];

describe("modify booking: what a ticketed booking's choices add (J§2, MODIFYBOOKING)", () => {
  it("adds only what the passenger has not got on that flight", () => {
    const wanted = [
      { segmentId: "S1", passengerIndex: 0, seatNo: "12A", mealCode: "VGML", baggageCode: "XBG5" },
      { segmentId: "S1", passengerIndex: 1, seatNo: "12B" },
    ];
    expect(addedAddOns(booked, wanted)).toEqual({
      ok: true,
      added: [
        { segmentId: "S1", passengerIndex: 0, baggageCode: "XBG5" },
        { segmentId: "S1", passengerIndex: 1, seatNo: "12B" },
      ],
    });
  });

  it("refuses a booked seat, meal or baggage changed or dropped", () => {
    const moved = [{ segmentId: "S1", passengerIndex: 0, seatNo: "14C", mealCode: "VGML" }];
    const dropped = [{ segmentId: "S1", passengerIndex: 0, seatNo: "12A" }];
    for (const wanted of [moved, dropped, []]) {
      expect(addedAddOns(booked, wanted)).toEqual({
        ok: false,
        message: "Seats, meals and baggage already booked cannot be changed or removed here",
      });
    }
  });

  it("refuses when nothing is new", () => {
    const same = [{ segmentId: "S1", passengerIndex: 0, seatNo: "12A", mealCode: "VGML" }];
    expect(addedAddOns(booked, same)).toEqual({
      ok: false,
      message: "Please choose a seat, meal or baggage to add",
    });
    expect(MODIFY_BOOKING_MESSAGES.nothingAdded).toBe(
      "Please choose a seat, meal or baggage to add",
    );
  });

  it("merges priced additions into the booking's add-ons and totals them", () => {
    const added: BookedAddOn[] = [
      { segmentId: "S1", passengerIndex: 0, baggage: { code: "XBG5", kg: 5, price: 225000 } },
      { segmentId: "S1", passengerIndex: 1, seat: { seatNo: "12B", seatFare: 0 } },
    ];
    expect(withAddedAddOns(booked, added)).toEqual([
      { ...booked[0], baggage: { code: "XBG5", kg: 5, price: 225000 } },
      { segmentId: "S1", passengerIndex: 1, seat: { seatNo: "12B", seatFare: 0 } },
    ]);
    expect(addedAddOnsAmount(added)).toBe(225000);
    expect(alreadyBooked(booked, added)).toBe(false);
    expect(alreadyBooked(withAddedAddOns(booked, added), added)).toBe(true);
    expect(passbookReasonLabel(MODIFY_BOOKING_LEDGER_REASON)).toBe("Seats, meals or baggage added");
  });
});

describe("a modification's quote expires with the session's 30 minutes (J§9)", () => {
  const quotedAt = new Date("2026-11-27T10:00:00Z");
  it("can be paid until 30 minutes after it was made, not from then on", () => {
    expect(quoteExpiresAt(quotedAt)).toEqual(new Date("2026-11-27T10:30:00Z"));
    expect(quoteExpired(quotedAt, new Date("2026-11-27T10:29:59Z"))).toBe(false);
    expect(quoteExpired(quotedAt, new Date("2026-11-27T10:30:00Z"))).toBe(true);
  });
  it("says so in words that lead to a new quote", () => {
    expect(MODIFY_BOOKING_MESSAGES.quoteExpired).toBe(
      "This price has expired. Please get a new quote for what you add.",
    );
  });
});
