import { describe, expect, it } from "vitest";
import { LANDING_PATHS, landingPathFor } from "./landing";
import { CORPORATE_ROLES, isRole, ROLES, shouldRedirectFromAuthPages } from "./roles";

describe("roles (foundations §6)", () => {
  it("has the 18 roles", () => {
    expect(ROLES).toHaveLength(18);
    expect(new Set(ROLES).size).toBe(18);
    expect(isRole("WHITELABEL_PARTNER")).toBe(true);
    expect(isRole("PILOT")).toBe(false);
  });

  it("'Corporate means CORPORATE, CORPORATE_EMPLOYEE and CORPORATE_STAFF'", () => {
    expect([...CORPORATE_ROLES].sort()).toEqual(
      ["CORPORATE", "CORPORATE_EMPLOYEE", "CORPORATE_STAFF"].sort(),
    );
  });

  it("'a user already logged in with a role other than GUEST or CUSTOMER is redirected' (§4)", () => {
    expect(shouldRedirectFromAuthPages("GUEST")).toBe(false);
    expect(shouldRedirectFromAuthPages("CUSTOMER")).toBe(false);
    expect(shouldRedirectFromAuthPages("AGENT")).toBe(true);
    expect(shouldRedirectFromAuthPages("SUPPLIER")).toBe(true);
  });
});

describe("landing page after login, by role (foundations §2)", () => {
  it.each([
    ["AGENT", LANDING_PATHS.flightSearch],
    ["AGENT_STAFF", LANDING_PATHS.flightSearch],
    ["CORPORATE_EMPLOYEE", LANDING_PATHS.flightSearch],
    ["GUEST", LANDING_PATHS.flightSearch],
    ["CUSTOMER", LANDING_PATHS.flightSearch],
    ["ADMIN", LANDING_PATHS.manageUser],
    ["ACCOUNTS", LANDING_PATHS.manageUser],
    ["DISTRIBUTOR", LANDING_PATHS.manageUser],
    ["SALES", LANDING_PATHS.manageUser],
    ["SUPPLIER_ADMIN", LANDING_PATHS.manageUser],
    ["CORPORATE", LANDING_PATHS.manageUser],
    ["CORPORATE_STAFF", LANDING_PATHS.manageUser],
    ["WHITELABEL_PARTNER", LANDING_PATHS.manageUser],
    ["CALLCENTER", LANDING_PATHS.manageCarts],
    ["SUPERVISOR", LANDING_PATHS.manageCarts],
    ["SUPPLIER", LANDING_PATHS.inventoryOrders],
  ] as const)("%s lands on %s", (role, path) => {
    expect(landingPathFor(role)).toBe(path);
  });

  it("gives the staff roles the spec leaves open their parent account's landing", () => {
    expect(landingPathFor("DISTRIBUTOR_STAFF")).toBe(landingPathFor("DISTRIBUTOR"));
    expect(landingPathFor("WHITELABEL_STAFF")).toBe(landingPathFor("WHITELABEL_PARTNER"));
  });

  it("follows the user's aps list: no flight product, no flight search landing", () => {
    expect(landingPathFor("AGENT", ["flight", "hotel"])).toBe("/flight");
    expect(landingPathFor("AGENT", ["hotel"])).toBe("/manage-user");
    expect(landingPathFor("AGENT", [])).toBe("/flight");
  });
});
