import { describe, expect, it } from "vitest";
import { tokenCookieExpiry, tokenCookieMaxAgeSeconds } from "./token-cookie";

describe("token cookie (foundations §3)", () => {
  const tokenExpiry = new Date("2026-11-22T12:00:00Z");

  it("'the cookie expires 300 seconds (5 minutes) before the token expires'", () => {
    expect(tokenCookieExpiry(tokenExpiry).toISOString()).toBe("2026-11-22T11:55:00.000Z");
  });

  it("gives the Max-Age from now, never negative", () => {
    expect(tokenCookieMaxAgeSeconds(tokenExpiry, new Date("2026-11-22T11:00:00Z"))).toBe(3300);
    expect(tokenCookieMaxAgeSeconds(tokenExpiry, new Date("2026-11-22T11:58:00Z"))).toBe(0);
  });
});
