import { describe, expect, it } from "vitest";
import {
  defaultVisitorRole,
  isConsumerClient,
  isWhiteLabelHost,
  productCode,
  REGISTRATION_DEFAULT_ROLE,
  registrationRole,
} from "./client";
import { isFeatureEnabled } from "./feature-toggles";
import { LANGUAGE_COOKIES, languagePreference } from "./language-cookies";

describe("client configuration (foundations §1)", () => {
  it("'The product code is AIR, with a _B2C suffix for the consumer mode and a suffix for a partner.'", () => {
    expect(productCode("B2B")).toBe("AIR");
    expect(productCode("B2C")).toBe("AIR_B2C");
    expect(productCode("B2B", "skyways")).toBe("AIR_SKYWAYS");
    expect(productCode("B2C", "skyways")).toBe("AIR_SKYWAYS");
    expect(productCode("B2C", "  ")).toBe("AIR_B2C");
  });

  it("'White-label mode is recognised when the host domain differs from the base domain.'", () => {
    expect(isWhiteLabelHost("wayfare.in", "wayfare.in")).toBe(false);
    expect(isWhiteLabelHost("WWW.Wayfare.in:443", "wayfare.in")).toBe(false);
    expect(isWhiteLabelHost("staging.wayfare.in", "wayfare.in")).toBe(false);
    expect(isWhiteLabelHost("flights.skyways.com", "wayfare.in")).toBe(true);
    expect(isWhiteLabelHost("notwayfare.in", "wayfare.in")).toBe(true);
  });

  it("'Default role: AGENT at registration; GUEST ... for the business client and CUSTOMER for the retail client.'", () => {
    expect(REGISTRATION_DEFAULT_ROLE).toBe("AGENT");
    expect(registrationRole("B2B")).toBe("AGENT");
    expect(registrationRole("B2C")).toBe("CUSTOMER");
    expect(defaultVisitorRole("B2B")).toBe("GUEST");
    expect(defaultVisitorRole("B2C")).toBe("CUSTOMER");
    expect(isConsumerClient("B2C")).toBe(true);
    expect(isConsumerClient("B2B")).toBe(false);
  });

  it("'Language cookies: ccode (default IN) and locale (default en).'", () => {
    expect(LANGUAGE_COOKIES.countryCode.name).toBe("ccode");
    expect(LANGUAGE_COOKIES.locale.name).toBe("locale");
    expect(languagePreference({})).toEqual({ countryCode: "IN", locale: "en" });
    expect(languagePreference({ ccode: "AE", locale: "ar", other: "x" })).toEqual({
      countryCode: "AE",
      locale: "ar",
    });
    expect(languagePreference({ ccode: " ", locale: "" })).toEqual({
      countryCode: "IN",
      locale: "en",
    });
  });
});

describe("feature toggles (foundations §6)", () => {
  it("'Feature toggles are set by user id or the value All'", () => {
    expect(isFeatureEnabled(["u1", "u2"], "u2")).toBe(true);
    expect(isFeatureEnabled(["u1", "u2"], "u3")).toBe(false);
    expect(isFeatureEnabled(["All"], undefined)).toBe(true);
    expect(isFeatureEnabled("u1, All", "u9")).toBe(true);
    expect(isFeatureEnabled("u1,u2", "u2")).toBe(true);
    expect(isFeatureEnabled(undefined, "u1")).toBe(false);
    expect(isFeatureEnabled([""], "")).toBe(false);
    expect(isFeatureEnabled(["all"], "u1")).toBe(false);
  });
});
