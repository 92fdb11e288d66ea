import { describe, expect, it } from "vitest";
import { ATTEMPT_LIMITS, isAttemptLimited } from "./attempt-limits";

describe("failed-attempt limits (login and lookup rate-limited)", () => {
  it("a user name takes 5 wrong passwords in 15 minutes; the 6th try is refused", () => {
    expect(ATTEMPT_LIMITS.login).toEqual({ failures: 5, windowMinutes: 15 });
    expect(isAttemptLimited("login", 4)).toBe(false);
    expect(isAttemptLimited("login", 5)).toBe(true);
  });

  it("a booking id takes 10 wrong contacts in 15 minutes", () => {
    expect(ATTEMPT_LIMITS.bookingLookup).toEqual({ failures: 10, windowMinutes: 15 });
    expect(isAttemptLimited("bookingLookup", 9)).toBe(false);
    expect(isAttemptLimited("bookingLookup", 10)).toBe(true);
  });
});
