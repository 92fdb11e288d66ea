import { describe, expect, it } from "vitest";
import {
  CACHE_TIMES_SECONDS,
  CACHED_FETCH_DEFAULT_AGE_SECONDS,
  CMS_CONFIG_CACHE_SECONDS,
  CONFIG_FETCH_DELAY_MS,
  COUNTRY,
  CURRENCY_DECIMALS,
  ERROR_REPLAY_SAMPLE_RATE,
  FORBIDDEN_LOGOUT_DELAY_MS,
  isCacheEntryFresh,
  isMobileWidth,
  LOCALE,
  ON_LOAD_POPUP_FREQUENCY_SECONDS,
  REQUEST_FINISHED_MS,
  SESSION_EXPIRY_DEFAULT_MINUTES,
  shouldEncryptLocalCaches,
  TOKEN_COOKIE_EARLY_EXPIRY_SECONDS,
  toastDurationMs,
} from "./constants";

describe("toast durations (foundations §8)", () => {
  it("'Error toasts last 7 seconds; other toasts 4 seconds.'", () => {
    expect(toastDurationMs("error")).toBe(7000);
    expect(toastDurationMs("success")).toBe(4000);
    expect(toastDurationMs("info")).toBe(4000);
  });
});

describe("business constants (foundations §9)", () => {
  it("holds the table's values", () => {
    expect(SESSION_EXPIRY_DEFAULT_MINUTES).toBe(30);
    expect(TOKEN_COOKIE_EARLY_EXPIRY_SECONDS).toBe(300);
    expect(CMS_CONFIG_CACHE_SECONDS).toBe(10 * 60);
    expect(CACHED_FETCH_DEFAULT_AGE_SECONDS).toBe(60);
    expect(CONFIG_FETCH_DELAY_MS).toBe(120000);
    expect(FORBIDDEN_LOGOUT_DELAY_MS).toBe(2000);
    expect(REQUEST_FINISHED_MS).toBe(3000);
    expect([LOCALE, COUNTRY, CURRENCY_DECIMALS]).toEqual(["en-IN", "IN", 2]);
    expect(ERROR_REPLAY_SAMPLE_RATE).toEqual({ sessions: 0.1, onError: 1 });
    expect(ON_LOAD_POPUP_FREQUENCY_SECONDS).toBe(86400);
  });

  it("'Cache times (seconds): notification nudge 10, offers 31536000, missing name 604800, airport list 86400, search page config 600, menu, footer and left nav 0'", () => {
    expect(CACHE_TIMES_SECONDS).toEqual({
      notificationNudge: 10,
      offers: 31536000,
      missingName: 604800,
      airportList: 86400,
      searchPageConfig: 600,
      menu: 0,
      footer: 0,
      leftNav: 0,
    });
  });

  it("'Mobile width threshold: under 768 px'", () => {
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
  });

  it("'Local caches: encrypted in non-development environments'", () => {
    expect(shouldEncryptLocalCaches("development")).toBe(false);
    expect(shouldEncryptLocalCaches("production")).toBe(true);
    expect(shouldEncryptLocalCaches("staging")).toBe(true);
  });

  it("'stored content is reused until older than the configured time (default 60 units)'", () => {
    const storedAt = new Date("2025-01-01T10:00:00Z");
    expect(isCacheEntryFresh(storedAt, new Date("2025-01-01T10:00:59Z"))).toBe(true);
    expect(isCacheEntryFresh(storedAt, new Date("2025-01-01T10:01:00Z"))).toBe(false);
    expect(isCacheEntryFresh(storedAt, storedAt, CACHE_TIMES_SECONDS.menu)).toBe(false);
    expect(
      isCacheEntryFresh(
        storedAt,
        new Date("2025-01-02T09:59:59Z"),
        CACHE_TIMES_SECONDS.airportList,
      ),
    ).toBe(true);
  });
});
