import { describe, expect, it } from "vitest";
import {
  isSessionExpired,
  sessionExpiresAt,
  sessionTimeLeft,
  shouldRecordLastSearchTime,
} from "./session-expiry";

const lastSearchAt = new Date("2025-06-01T10:00:00Z");
const at = (time: string) => new Date(`2025-06-01T${time}Z`);
const on = { enabled: true };

describe("session expiry (foundations §4, booking-journey §4)", () => {
  it("'Session expiry: default 30 minutes, enabled by a flag'", () => {
    expect(sessionExpiresAt(lastSearchAt, on)).toEqual(at("10:30:00"));
    expect(isSessionExpired(lastSearchAt, at("10:29:59"), on)).toBe(false);
    expect(isSessionExpired(lastSearchAt, at("10:30:00"), on)).toBe(true);
  });

  it("is configurable", () => {
    expect(sessionExpiresAt(lastSearchAt, { enabled: true, expiryMinutes: 15 })).toEqual(
      at("10:15:00"),
    );
  });

  it("never expires and records no last-search time with the flag off", () => {
    const off = { enabled: false };
    expect(sessionExpiresAt(lastSearchAt, off)).toBeNull();
    expect(isSessionExpired(lastSearchAt, at("23:00:00"), off)).toBe(false);
    expect(sessionTimeLeft(lastSearchAt, at("10:01:00"), off)).toBeNull();
    expect(shouldRecordLastSearchTime(off)).toBe(false);
    expect(shouldRecordLastSearchTime(on)).toBe(true);
  });

  it("'A session timer (minutes and seconds) ends in the Session Expired modal'", () => {
    expect(sessionTimeLeft(lastSearchAt, at("10:00:00"), on)).toEqual({ minutes: 30, seconds: 0 });
    expect(sessionTimeLeft(lastSearchAt, at("10:12:15"), on)).toEqual({ minutes: 17, seconds: 45 });
    expect(sessionTimeLeft(lastSearchAt, at("10:45:00"), on)).toEqual({ minutes: 0, seconds: 0 });
  });
});
