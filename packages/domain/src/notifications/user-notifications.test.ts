import { describe, expect, it } from "vitest";
import { NOTIFICATION_CHARACTER_LIMIT } from "../config/limits";
import { notificationHref, notificationText, nudgeDue } from "./user-notifications";

describe("notifications history (J§1, J§2)", () => {
  it("says what happened to a booking, the wallet or a request", () => {
    expect(notificationText({ kind: "BOOKING_CONFIRMED", bookingId: "TJS1234567890" })).toBe(
      "Booking TJS1234567890 is confirmed",
    );
    expect(notificationText({ kind: "BOOKING_CANCELLED", bookingId: "TJS1" })).toBe(
      "Booking TJS1 is cancelled",
    );
    expect(notificationText({ kind: "WALLET_TOPPED_UP", amount: 1_000_000 })).toBe(
      "₹10,000.00 added to your wallet",
    );
    expect(
      notificationText({
        kind: "REQUEST_ANSWERED",
        bookingId: "TJS1",
        requestId: "AMD-7",
        verdict: "refused",
      }),
    ).toBe("Request AMD-7 refused");
  });

  it("keeps each line within the 'notification character limit 50' (J§9)", () => {
    const text = notificationText({ kind: "BOOKING_AMENDED", bookingId: "X".repeat(60) });
    expect(text).toHaveLength(NOTIFICATION_CHARACTER_LIMIT);
    expect(text.endsWith("…")).toBe(true);
  });

  it("leads to the booking or the wallet", () => {
    expect(notificationHref({ kind: "BOOKING_AMENDED", bookingId: "TJS1" })).toBe(
      "/flight/confirmation?bookingId=TJS1",
    );
    expect(notificationHref({ kind: "WALLET_TOPPED_UP", amount: 100 })).toBe("/wallet");
  });
});

describe("the subscribe nudge: 'Cache times (seconds): notification nudge 10' (J§9)", () => {
  const now = new Date("2026-12-01T10:00:10Z");
  const none = { topics: [], nudgedAt: null, dismissedAt: null } as const;

  it("is shown once per 10 seconds to one not subscribed", () => {
    expect(nudgeDue(none, now)).toBe(true);
    expect(nudgeDue({ ...none, nudgedAt: new Date("2026-12-01T10:00:01Z") }, now)).toBe(false);
    expect(nudgeDue({ ...none, nudgedAt: new Date("2026-12-01T10:00:00Z") }, now)).toBe(true);
  });

  it("is not shown once subscribed or dismissed", () => {
    expect(nudgeDue({ ...none, topics: ["BOOKINGS"] }, now)).toBe(false);
    expect(nudgeDue({ ...none, dismissedAt: new Date("2026-11-01T00:00:00Z") }, now)).toBe(false);
  });
});
