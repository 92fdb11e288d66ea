import { describe, expect, it } from "vitest";
import {
  maySignInOnHost,
  partnerHostName,
  partnerSchema,
  partnerThemeDeclarations,
  WRONG_HOST_SIGN_IN,
} from "./white-label";

const partner = {
  key: "yatra-bazaar",
  brandName: "Yatra Bazaar",
  logoUrl: "/brands/yatra-bazaar.svg",
  hostNames: ["yatra-bazaar.localhost"],
  productCodeSuffix: "YB",
  theme: { "color-primary": "#9f1239" },
  serviceHost: null,
};

describe("white-label partners (F§1, F§7)", () => {
  it("'White-label mode is recognised when the host domain differs from the base domain': a partner is found by its host name", () => {
    expect(partnerHostName("Yatra-Bazaar.LOCALHOST:3680")).toBe("yatra-bazaar.localhost");
    expect(partnerHostName("flights.yatrabazaar.in.")).toBe("flights.yatrabazaar.in");
  });

  it("takes only #rrggbb colours for known tokens, and a logo of the portal's own", () => {
    expect(partnerSchema.parse(partner).theme).toEqual({ "color-primary": "#9f1239" });
    for (const theme of [
      { "color-primary": "red;} body{display:none" },
      { "color-primary": "url(https://evil.example/x)" },
      { "font-sans": "#000000" },
    ]) {
      expect(partnerSchema.safeParse({ ...partner, theme }).success).toBe(false);
    }
    expect(
      partnerSchema.safeParse({ ...partner, logoUrl: "https://evil.example/x.svg" }).success,
    ).toBe(false);
  });

  it("writes the theme as custom properties over the base brand's", () => {
    expect(
      partnerThemeDeclarations({ "color-primary": "#9f1239", "color-on-primary": "#ffffff" }),
    ).toBe("--wf-color-primary:#9f1239;--wf-color-on-primary:#ffffff;");
    expect(partnerThemeDeclarations({})).toBe("");
  });

  it("a partner's customer signs in only on the partner's host, a base account only on the base host", () => {
    expect(maySignInOnHost("yatra-bazaar", "yatra-bazaar")).toBe(true);
    expect(maySignInOnHost(null, null)).toBe(true);
    expect(maySignInOnHost("yatra-bazaar", null)).toBe(false);
    expect(maySignInOnHost("yatra-bazaar", "other-partner")).toBe(false);
    expect(maySignInOnHost(null, "yatra-bazaar")).toBe(false);
  });

  it("refuses with 801 'Authorization unsuccessful, email/mobile or password invalid', as a wrong password is", () => {
    expect(WRONG_HOST_SIGN_IN).toEqual({
      errCode: "801",
      message: "Authorization unsuccessful, email/mobile or password invalid",
    });
  });
});
