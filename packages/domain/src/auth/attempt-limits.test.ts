import { describe, expect, it } from "vitest";
import { ATTEMPT_LIMITS, mayCheckAttempt } from "./attempt-limits";

describe("attempt limits (login and lookup rate-limited, decision 0035)", () => {
  it("an address may try 5 passwords for an account in 15 minutes; the 6th is not checked", () => {
    expect(ATTEMPT_LIMITS.login).toMatchObject({ perAddress: 5, windowMinutes: 15 });
    expect(mayCheckAttempt("login", "perAddress", 5)).toBe(true);
    expect(mayCheckAttempt("login", "perAddress", 6)).toBe(false);
  });

  it("an account takes 30 tries from all addresses together", () => {
    expect(ATTEMPT_LIMITS.login.perTarget).toBe(30);
    expect(mayCheckAttempt("login", "perTarget", 30)).toBe(true);
    expect(mayCheckAttempt("login", "perTarget", 31)).toBe(false);
  });

  it("a booking id takes 10 contacts from an address and 50 from all", () => {
    expect(ATTEMPT_LIMITS.bookingLookup).toEqual({
      perAddress: 10,
      perTarget: 50,
      windowMinutes: 15,
    });
    expect(mayCheckAttempt("bookingLookup", "perAddress", 10)).toBe(true);
    expect(mayCheckAttempt("bookingLookup", "perAddress", 11)).toBe(false);
    expect(mayCheckAttempt("bookingLookup", "perTarget", 51)).toBe(false);
  });

  it("the ceiling over all addresses is higher than one address's share", () => {
    for (const limits of Object.values(ATTEMPT_LIMITS)) {
      expect(limits.perTarget).toBeGreaterThan(limits.perAddress);
    }
  });
});
