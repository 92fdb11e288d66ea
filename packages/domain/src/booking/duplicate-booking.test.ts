import { describe, expect, it } from "vitest";
import {
  DUPLICATE_BOOKING_PROMPT,
  duplicateBookingMessage,
  duplicateBookingOf,
  type ExistingBooking,
} from "./duplicate-booking";

const segment = (code: string, number: string, departure: string) => ({
  airline: { code, name: code, isLcc: false },
  flightNumber: number,
  departureTime: departure,
});
const trips = (code: string, number: string, departure: string) =>
  [{ segments: [segment(code, number, departure)] }] as unknown as ExistingBooking["trips"];

const existing = (overrides: Partial<ExistingBooking> = {}): ExistingBooking => ({
  bookingId: "WF1000000000001",
  status: "Success",
  trips: trips("AI", "865", "2026-12-12T06:10"),
  passengers: [{ firstName: "Ravi", lastName: "Kumar" }],
  ...overrides,
});

describe("duplicate booking (J§2 'Do you want to continue booking?')", () => {
  const flight = trips("AI", "865", "2026-12-12T06:10");

  it("finds a live booking of the same passenger on the same flight, whatever the case or spacing", () => {
    const found = duplicateBookingOf(
      flight,
      [{ firstName: " ravi ", lastName: "KUMAR" }],
      [existing()],
    );
    expect(found?.bookingId).toBe("WF1000000000001");
    for (const status of ["Pending", "On Hold"] as const) {
      expect(
        duplicateBookingOf(
          flight,
          [{ firstName: "Ravi", lastName: "Kumar" }],
          [existing({ status })],
        ),
      ).toBeDefined();
    }
  });

  it("is no duplicate when cancelled, another passenger, another flight or another day", () => {
    const ravi = [{ firstName: "Ravi", lastName: "Kumar" }];
    expect(duplicateBookingOf(flight, ravi, [existing({ status: "CANCELLED" })])).toBeUndefined();
    expect(
      duplicateBookingOf(flight, [{ firstName: "Asha", lastName: "Rao" }], [existing()]),
    ).toBeUndefined();
    expect(
      duplicateBookingOf(trips("AI", "866", "2026-12-12T06:10"), ravi, [existing()]),
    ).toBeUndefined();
    expect(
      duplicateBookingOf(trips("AI", "865", "2026-12-13T06:10"), ravi, [existing()]),
    ).toBeUndefined();
  });

  it("names the booking, then asks the spec's question", () => {
    expect(duplicateBookingMessage("WF1000000000001")).toBe(
      "You already have booking WF1000000000001 for the same passenger on the same flight. Do you want to continue booking?",
    );
    expect(DUPLICATE_BOOKING_PROMPT).toBe("Do you want to continue booking?");
  });
});
