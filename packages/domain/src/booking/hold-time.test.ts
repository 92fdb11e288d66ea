import { describe, expect, it } from "vitest";
import { HOLD_TOO_LATE_ERROR, holdUntil, isLapsedBooking } from "./hold-time";

const now = new Date("2026-01-05T10:00:00Z");

describe("holdUntil ('On hold till …', J§2)", () => {
  it("finds no time within two hours of departure, which is refused in one set of words", () => {
    expect(holdUntil(now, new Date("2026-01-05T11:30:00Z"))).toBeUndefined();
    expect(HOLD_TOO_LATE_ERROR).toEqual({
      errCode: "400",
      message: "This flight departs too soon to be held; book and pay now",
    });
  });

  it("holds for two hours when the flight is far away", () => {
    expect(holdUntil(now, new Date("2026-01-09T10:00:00Z"))).toEqual(
      new Date("2026-01-05T12:00:00Z"),
    );
  });

  it("ends two hours before the first departure when that comes sooner", () => {
    expect(holdUntil(now, new Date("2026-01-05T13:00:00Z"))).toEqual(
      new Date("2026-01-05T11:00:00Z"),
    );
  });

  it("cannot hold a flight leaving within two hours", () => {
    expect(holdUntil(now, new Date("2026-01-05T11:30:00Z"))).toBeUndefined();
  });
});

describe("isLapsedBooking", () => {
  const now = new Date("2026-12-01T10:00:00Z");
  it("is a cancelled booking whose pay-by time has passed", () => {
    expect(isLapsedBooking({ status: "CANCELLED", payBy: "2026-12-01T09:59:00Z" }, now)).toBe(true);
  });
  it("is not one released with Unhold before its time, nor an unpaid or paid one", () => {
    expect(isLapsedBooking({ status: "CANCELLED", payBy: "2026-12-01T11:00:00Z" }, now)).toBe(
      false,
    );
    expect(isLapsedBooking({ status: "On Hold", payBy: "2026-12-01T09:00:00Z" }, now)).toBe(false);
    expect(isLapsedBooking({ status: "CANCELLED", payBy: null }, now)).toBe(false);
  });
});
