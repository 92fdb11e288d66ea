import { describe, expect, it } from "vitest";
import {
  bookingPayloadSchema,
  bookRequestSchema,
  payRequestSchema,
  reviewRequestSchema,
} from "./booking";
import { bookingIdSchema } from "./booking-id";

const passenger = { type: "ADULT", title: "Mr", firstName: "Asha", lastName: "Sharma" };
const contact = { mobile: "9876543210", email: "asha@example.test" };

describe("booking request schemas", () => {
  it("review takes one to five price ids and the party", () => {
    const party = { ADULT: 1, CHILD: 0, INFANT: 0 };
    expect(
      reviewRequestSchema.safeParse({ data: { priceIds: ["a"], passengers: party } }).success,
    ).toBe(true);
    expect(
      reviewRequestSchema.safeParse({ data: { priceIds: [], passengers: party } }).success,
    ).toBe(false);
    const six = Array(6).fill("a");
    expect(
      reviewRequestSchema.safeParse({ data: { priceIds: six, passengers: party } }).success,
    ).toBe(false);
  });

  it("book checks the contact with the passenger form's rules and bounds every text", () => {
    const valid = { bookingId: "WF1234567890123", passengers: [passenger], contact };
    expect(bookRequestSchema.safeParse({ data: valid }).success).toBe(true);
    const badEmail = bookRequestSchema.safeParse({
      data: { ...valid, contact: { ...contact, email: "x" } },
    });
    expect(badEmail.success).toBe(false);
    const long = { ...passenger, firstName: "A".repeat(101) };
    expect(bookRequestSchema.safeParse({ data: { ...valid, passengers: [long] } }).success).toBe(
      false,
    );
    expect(bookRequestSchema.safeParse({ data: { ...valid, passengers: [] } }).success).toBe(false);
    const nul = { ...passenger, employeeId: "E\u0000" };
    expect(bookRequestSchema.safeParse({ data: { ...valid, passengers: [nul] } }).success).toBe(
      false,
    );
    const surrogate = { ...passenger, frequentFlyer: "\ud800" };
    expect(
      bookRequestSchema.safeParse({ data: { ...valid, passengers: [surrogate] } }).success,
    ).toBe(false);
  });

  it("pay takes a wallet that can pay for a booking and whole paise", () => {
    const pay = (wallet: string, amount: number) =>
      payRequestSchema.safeParse({ data: { bookingId: "WF1234567890123", wallet, amount } })
        .success;
    expect(pay("DEPOSIT", 100)).toBe(true);
    expect(pay("TJ_CASH", 100)).toBe(false);
    expect(pay("CREDIT_LINE", 1.5)).toBe(false);
  });

  it("booking ids are WF and 13 digits, in either case", () => {
    expect(bookingIdSchema.parse(" wf1234567890123 ")).toBe("WF1234567890123");
    for (const id of ["WF1", "\u0000", "WF12345678901234", "XX1234567890123"]) {
      expect(bookingIdSchema.safeParse(id).success).toBe(false);
    }
  });

  it("a booking answers its status in the spec's spelling", () => {
    const shape = bookingPayloadSchema.shape.status;
    expect(shape.safeParse("On Hold").success).toBe(true);
    expect(shape.safeParse("ON_HOLD").success).toBe(false);
  });
});
