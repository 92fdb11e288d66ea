import { describe, expect, it } from "vitest";
import { awaitsTicketing, RETRY_BOOKING_TEXTS, retryBookingDecision } from "./ticketing-failure";

describe("paid but not ticketed (J§3 'retry-payment and retry-booking flags')", () => {
  it("is a Pending booking whose payment was taken", () => {
    expect(awaitsTicketing({ status: "Pending", paid: true })).toBe(true);
    expect(awaitsTicketing({ status: "Pending", paid: false })).toBe(false);
    expect(awaitsTicketing({ status: "Success", paid: true })).toBe(false);
    expect(awaitsTicketing({ status: "CANCELLED", paid: true })).toBe(false);
  });
});

describe("retry booking (J§4 'Retry payment and retry booking: validating, then success or failed')", () => {
  it("asks the airline again only for a paid, unticketed booking", () => {
    expect(retryBookingDecision({ status: "Pending", paid: true })).toBe("retry");
  });

  it("answers a ticketed booking as it is: a second retry changes nothing", () => {
    expect(retryBookingDecision({ status: "Success", paid: true })).toBe("ticketed");
  });

  it("refuses an unpaid, held or cancelled booking: a retry never takes a payment", () => {
    for (const status of ["Pending", "On Hold"] as const) {
      expect(retryBookingDecision({ status, paid: false })).toBe("refused");
    }
    expect(retryBookingDecision({ status: "CANCELLED", paid: true })).toBe("refused");
  });

  it("tells the traveller the amount received and that a retry does not charge again", () => {
    expect(RETRY_BOOKING_TEXTS.received("₹5,000.00")).toBe(
      "We have received your payment of ₹5,000.00, but the airline could not issue the tickets.",
    );
    expect(RETRY_BOOKING_TEXTS.notChargedAgain).toBe(
      "You will not be charged again when you retry.",
    );
  });
});
