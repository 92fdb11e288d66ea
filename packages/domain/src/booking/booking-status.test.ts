import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import {
  BOOKING_ACTION_LABELS,
  type BookingActionContext,
  bookingActions,
  holdPayNowError,
  onHoldTillLabel,
  showCrossSell,
  showFlexAmendBanner,
  tjFlexFareStatus,
} from "./booking-status";

const base: BookingActionContext = {
  status: "Success",
  signedIn: true,
  hasTjFlex: true,
  hasUpcomingFlight: true,
};

describe("booking statuses and their actions (J§2, J§4)", () => {
  it("On Hold offers Pay Now and Unhold", () => {
    expect(bookingActions({ ...base, status: "On Hold" })).toEqual([
      "payNow",
      "unhold",
      "cartDetails",
    ]);
  });

  it("Success offers cancel, amend, TJ Flex amend and the more-options documents", () => {
    const actions = bookingActions(base);
    expect(actions).toEqual(
      expect.arrayContaining([
        "cancel",
        "amend",
        "tjFlexAmend",
        "downloadPdf",
        "invoice",
        "webCheckIn",
      ]),
    );
    expect(actions).not.toContain("payNow");
  });

  it.each(["REISSUED", "VOIDED", "CANCELLED", "NO_SHOW"] as const)(
    "TJ Flex amend is hidden for %s",
    (status) => {
      expect(bookingActions({ ...base, status })).not.toContain("tjFlexAmend");
    },
  );

  it("TJ Flex amend needs TJ Flex on the booking", () => {
    expect(bookingActions({ ...base, hasTjFlex: false })).not.toContain("tjFlexAmend");
  });

  it("'Login to Cancel' and 'Login for Invoice' replace cancel and invoice when not signed in", () => {
    const actions = bookingActions({ ...base, signedIn: false });
    expect(actions).toEqual(expect.arrayContaining(["loginToCancel", "loginForInvoice"]));
    expect(actions).not.toContain("cancel");
    expect(actions).not.toContain("invoice");
    expect(BOOKING_ACTION_LABELS.loginToCancel).toBe("Login to Cancel");
    expect(BOOKING_ACTION_LABELS.loginForInvoice).toBe("Login for Invoice");
  });

  it("a flown, cancelled or voided booking cannot be cancelled", () => {
    expect(bookingActions({ ...base, hasUpcomingFlight: false })).not.toContain("cancel");
    expect(bookingActions({ ...base, status: "CANCELLED" })).not.toContain("cancel");
    expect(bookingActions({ ...base, status: "VOIDED" })).not.toContain("amend");
    expect(bookingActions({ ...base, status: "NO_SHOW" })).toContain("amend");
    expect(bookingActions({ ...base, status: "Pending" })).toEqual(["cartDetails"]);
  });

  it("'On hold till' with the hold time", () => {
    expect(onHoldTillLabel(new Date(2025, 0, 5, 14, 30))).toBe("On hold till 05 Jan 2025, 14:30");
  });

  it("names every month as date-fns's 'dd MMM yyyy, HH:mm' does (Sep, not Sept)", () => {
    for (let month = 0; month < 12; month += 1) {
      const till = new Date(2025, month, 9, 7, 5);
      expect(onHoldTillLabel(till)).toBe(`On hold till ${format(till, "dd MMM yyyy, HH:mm")}`);
    }
    expect(onHoldTillLabel(new Date(2025, 8, 30, 23, 59))).toBe("On hold till 30 Sep 2025, 23:59");
  });

  it("paying after the hold time gives 1059 'Hold time limit expired'", () => {
    const till = new Date("2025-01-05T14:30:00Z");
    expect(holdPayNowError(till, new Date("2025-01-05T14:30:01Z"))?.message).toBe(
      "Hold time limit expired",
    );
    expect(holdPayNowError(till, till)).toBeUndefined();
  });

  it("the flex amend banner shows for To Be Activated + Success before one day after first departure", () => {
    const firstDeparture = new Date("2025-10-01T06:00:00Z");
    const input = {
      fareStatus: "TO_BE_ACTIVATED",
      bookingStatus: "Success" as const,
      firstDeparture,
    };
    expect(showFlexAmendBanner({ ...input, now: new Date("2025-10-02T05:59:59Z") })).toBe(true);
    expect(showFlexAmendBanner({ ...input, now: new Date("2025-10-02T06:00:00Z") })).toBe(false);
    expect(
      showFlexAmendBanner({
        ...input,
        fareStatus: "ACTIVE",
        now: new Date("2025-09-01T00:00:00Z"),
      }),
    ).toBe(false);
    expect(
      showFlexAmendBanner({
        ...input,
        bookingStatus: "On Hold",
        now: new Date("2025-09-01T00:00:00Z"),
      }),
    ).toBe(false);
  });

  it("cross-sell shows for Success or On Hold while travel date + N days is not past and itjcr is false", () => {
    const input = {
      bookingStatus: "Success" as const,
      travelDate: new Date(2025, 9, 1, 8),
      days: 2,
      itjcr: false,
    };
    expect(showCrossSell({ ...input, now: new Date(2025, 9, 3, 23) })).toBe(true);
    expect(showCrossSell({ ...input, now: new Date(2025, 9, 4, 0) })).toBe(false);
    expect(showCrossSell({ ...input, bookingStatus: "On Hold", now: new Date(2025, 9, 1) })).toBe(
      true,
    );
    expect(showCrossSell({ ...input, bookingStatus: "CANCELLED", now: new Date(2025, 9, 1) })).toBe(
      false,
    );
    expect(showCrossSell({ ...input, itjcr: true, now: new Date(2025, 9, 1) })).toBe(false);
  });
});

describe("TJ Flex's fare status (J§4)", () => {
  it("is To Be Activated once bought until a cancellation uses it, then Activated; none without TJ Flex", () => {
    expect(tjFlexFareStatus({ bought: true, cancellations: 0 })).toBe("TO_BE_ACTIVATED");
    expect(tjFlexFareStatus({ bought: true, cancellations: 1 })).toBe("ACTIVATED");
    expect(tjFlexFareStatus({ bought: false, cancellations: 0 })).toBeUndefined();
  });
});
