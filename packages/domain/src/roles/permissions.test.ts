import { describe, expect, it } from "vitest";
import { hasRoleOrGroup, isCorporateUser, isInRoleGroup } from "./groups";
import { loginRequiredLabel } from "./login-required";
import { type PermissionInput, permissionsFor } from "./permissions";

const b2b = (
  role: PermissionInput["role"],
  extra: Partial<PermissionInput> = {},
): PermissionInput => ({
  role,
  clientMode: "B2B",
  config: { markupEditEnabled: true },
  ...extra,
});

const AGENT_ITEMS = [
  "showNetIncentive",
  "showFareOptions",
  "showFareIdentifiers",
  "showUserId",
  "canEditMarkup",
  "canShareByEmail",
  "showTaxAndPriceDistribution",
  "showHistorySelection",
  "showSavedDetails",
] as const;

describe("group checks (foundations §6)", () => {
  it("'Role and group checks use the role or the additionalInfo.gps list'", () => {
    expect(isCorporateUser({ role: "CORPORATE_STAFF" })).toBe(true);
    expect(isCorporateUser({ role: "AGENT" })).toBe(false);
    expect(isCorporateUser({ role: "AGENT", gps: ["CORPORATE"] })).toBe(true);
    expect(isInRoleGroup({ role: "AGENT_STAFF" }, "AGENT")).toBe(true);
    expect(isInRoleGroup({ role: "WHITELABEL_STAFF" }, "WHITELABEL")).toBe(true);
    expect(hasRoleOrGroup({ role: "SALES" }, "SALES")).toBe(true);
    expect(hasRoleOrGroup({ role: "SALES", gps: ["ACCOUNTS"] }, "ACCOUNTS")).toBe(true);
    expect(hasRoleOrGroup({ role: "SALES" }, "ACCOUNTS")).toBe(false);
  });
});

describe("permissions (foundations §6, booking-journey §6)", () => {
  it("'Corporate users are priced and sorted on net fare; others on total fare.'", () => {
    expect(permissionsFor(b2b("CORPORATE_EMPLOYEE")).priceBasis).toBe("net");
    expect(permissionsFor(b2b("AGENT", { gps: ["CORPORATE"] })).priceBasis).toBe("net");
    expect(permissionsFor(b2b("AGENT")).priceBasis).toBe("total");
  });

  it("'Markup editing is off for corporate employees and white-label partners, and otherwise follows configuration.'", () => {
    expect(permissionsFor(b2b("CORPORATE_EMPLOYEE")).canEditMarkup).toBe(false);
    expect(permissionsFor(b2b("WHITELABEL_PARTNER")).canEditMarkup).toBe(false);
    expect(permissionsFor(b2b("AGENT")).canEditMarkup).toBe(true);
    expect(permissionsFor(b2b("CORPORATE")).canEditMarkup).toBe(true);
    expect(
      permissionsFor(b2b("AGENT", { config: { markupEditEnabled: false } })).canEditMarkup,
    ).toBe(false);
  });

  it("'Markup editing is off for … white-label partners': on a partner's host, for every role", () => {
    for (const role of ["AGENT", "WHITELABEL_STAFF", "CORPORATE"] as const) {
      const onPartnerHost = b2b(role, {
        config: { markupEditEnabled: true, whiteLabelHost: true },
      });
      expect(permissionsFor(onPartnerHost).canEditMarkup, role).toBe(false);
    }
  });

  it("'Retail variant: hides net incentive, fare options and identifiers, user id, markup edit, email share, tax and price distribution, history selection and saved details; shows a voucher box.'", () => {
    const retail = permissionsFor({ ...b2b("CUSTOMER"), clientMode: "B2C" });
    for (const item of AGENT_ITEMS) expect(retail[item], item).toBe(false);
    expect(retail.showVoucherBox).toBe(true);

    const agent = permissionsFor(b2b("AGENT"));
    for (const item of AGENT_ITEMS) expect(agent[item], item).toBe(true);
    expect(agent.showVoucherBox).toBe(false);
  });

  it("hides the agent items from a business-client visitor (GUEST)", () => {
    const guest = permissionsFor(b2b("GUEST"));
    for (const item of AGENT_ITEMS) expect(guest[item], item).toBe(false);
  });

  it("'Admin override shows the tax and price distribution.'", () => {
    const overridden = permissionsFor({
      ...b2b("CUSTOMER"),
      clientMode: "B2C",
      config: { markupEditEnabled: true, adminOverride: true },
    });
    expect(overridden.showTaxAndPriceDistribution).toBe(true);
    expect(overridden.showNetIncentive).toBe(false);
  });

  it("'Corporate users see corporate fare policy and reason boxes.'", () => {
    const corporate = permissionsFor(b2b("CORPORATE"));
    expect(corporate.showCorporateFarePolicy).toBe(true);
    expect(corporate.showReasonBoxes).toBe(true);
    expect(permissionsFor(b2b("AGENT")).showReasonBoxes).toBe(false);
  });

  it("'Voice search is on for agents and off for admins.'", () => {
    expect(permissionsFor(b2b("AGENT")).voiceSearch).toBe(true);
    expect(permissionsFor(b2b("AGENT_STAFF")).voiceSearch).toBe(true);
    expect(permissionsFor(b2b("ADMIN")).voiceSearch).toBe(false);
    expect(permissionsFor(b2b("AGENT", { gps: ["ADMIN"] })).voiceSearch).toBe(false);
    expect(permissionsFor(b2b("CORPORATE")).voiceSearch).toBe(false);
  });

  it("agents pay by credit line or deposit (booking-journey §6)", () => {
    expect(permissionsFor(b2b("AGENT")).canPayByCreditLineOrDeposit).toBe(true);
    expect(permissionsFor(b2b("CORPORATE")).canPayByCreditLineOrDeposit).toBe(false);
  });
});

describe("login required (foundations §6)", () => {
  it("'Login is required to cancel and to obtain an invoice.'", () => {
    expect(loginRequiredLabel("cancel", false)).toBe("Login to Cancel");
    expect(loginRequiredLabel("invoice", false)).toBe("Login for Invoice");
    expect(loginRequiredLabel("cancel", true)).toBeNull();
    expect(loginRequiredLabel("invoice", true)).toBeNull();
  });
});
