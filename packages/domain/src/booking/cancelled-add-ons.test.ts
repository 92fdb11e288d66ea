import { describe, expect, it } from "vitest";
import type { BookedAddOn } from "../api/booked-add-on";
import { cancelledAddOns } from "./cancelled-add-ons";

const addOns: BookedAddOn[] = [
  {
    segmentId: "s1",
    passengerIndex: 0,
    seat: { seatNo: "12A", seatFare: 35_000 },
    meal: { code: "VGML", name: "Veg sandwich", diet: "VEG", price: 25_000 },
  },
  {
    segmentId: "s1",
    passengerIndex: 1,
    seat: { seatNo: "12B", seatFare: 0 },
    wheelchair: { code: "WCHR", name: "Wheelchair to the aircraft door" },
  },
  {
    segmentId: "s2",
    passengerIndex: 0,
    baggage: { code: "XB15", kg: 15, price: 150_000 },
    fastForward: { price: 20_000 },
  },
];

describe("add-ons of a cancellation (decision 0023)", () => {
  it("lists each paid add-on of the cancelled passenger on the cancelled flights, refunding none", () => {
    const lines = cancelledAddOns(addOns, [
      { segmentIds: ["s1"], passengerId: "1", passengerName: "Mr Ravi Kumar" },
    ]);
    expect(lines).toEqual([
      {
        segmentId: "s1",
        passengerId: "1",
        passengerName: "Mr Ravi Kumar",
        item: "Seat 12A",
        paid: 35_000,
        refund: 0,
      },
      {
        segmentId: "s1",
        passengerId: "1",
        passengerName: "Mr Ravi Kumar",
        item: "Meal: Veg sandwich",
        paid: 25_000,
        refund: 0,
      },
    ]);
  });

  it("covers every flight of a cancelled connecting journey", () => {
    const lines = cancelledAddOns(addOns, [
      { segmentIds: ["s1", "s2"], passengerId: "1", passengerName: "Mr Ravi Kumar" },
    ]);
    expect(lines.map((line) => line.item)).toEqual([
      "Seat 12A",
      "Meal: Veg sandwich",
      "Extra baggage 15 kg",
      "Fast forward",
    ]);
  });

  it("has no line for free add-ons, nor for passengers and flights that stay booked", () => {
    expect(
      cancelledAddOns(addOns, [
        { segmentIds: ["s1"], passengerId: "2", passengerName: "Mrs Asha Kumar" },
      ]),
    ).toEqual([]);
    expect(
      cancelledAddOns(addOns, [
        { segmentIds: ["s3"], passengerId: "1", passengerName: "Mr Ravi Kumar" },
      ]),
    ).toEqual([]);
  });
});
