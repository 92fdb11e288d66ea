import { describe, expect, it } from "vitest";
import {
  creatableRoles,
  type ManagedAccount,
  mayGrant,
  mayManage,
  mayManagePeople,
  type PeopleManager,
  placementOf,
} from "./people-management";
import { ROLES } from "./roles";

const account = (over: Partial<ManagedAccount>): ManagedAccount => ({
  userId: "U9",
  role: "AGENT_STAFF",
  partnerId: "P100",
  parentPartnerId: null,
  salesUserId: null,
  ...over,
});
const manager = (role: PeopleManager["role"], partnerId = "P100"): PeopleManager => ({
  userId: "U1",
  role,
  partnerId,
});

describe("who manages whom follows the organisation tree (issue 22)", () => {
  it("'ADMIN everyone' — but not their own account", () => {
    expect(mayManage(manager("ADMIN", "P000"), account({ role: "AGENT", partnerId: "P5" }))).toBe(
      true,
    );
    expect(mayManage(manager("ADMIN", "P000"), account({ userId: "U1", role: "ADMIN" }))).toBe(
      false,
    );
  });

  it("'DISTRIBUTOR their agents': agencies whose parent is the distributor", () => {
    const distributor = manager("DISTRIBUTOR", "P300");
    expect(mayManage(distributor, account({ role: "AGENT", parentPartnerId: "P300" }))).toBe(true);
    expect(mayManage(distributor, account({ role: "AGENT", parentPartnerId: "P301" }))).toBe(false);
    expect(mayManage(distributor, account({ role: "AGENT", partnerId: "P300" }))).toBe(false);
  });

  it("'AGENT their staff': staff of the same agency only", () => {
    expect(mayManage(manager("AGENT"), account({}))).toBe(true);
    expect(mayManage(manager("AGENT"), account({ partnerId: "P101" }))).toBe(false);
    expect(mayManage(manager("AGENT"), account({ role: "AGENT", userId: "U2" }))).toBe(false);
  });

  it("'CORPORATE/CORPORATE_STAFF their employees'; the company's account also its travel desk", () => {
    const employee = account({ role: "CORPORATE_EMPLOYEE", partnerId: "P200" });
    const desk = account({ role: "CORPORATE_STAFF", partnerId: "P200" });
    expect(mayManage(manager("CORPORATE", "P200"), employee)).toBe(true);
    expect(mayManage(manager("CORPORATE_STAFF", "P200"), employee)).toBe(true);
    expect(mayManage(manager("CORPORATE", "P200"), desk)).toBe(true);
    expect(mayManage(manager("CORPORATE_STAFF", "P200"), desk)).toBe(false);
    expect(mayManage(manager("CORPORATE", "P201"), employee)).toBe(false);
  });

  it("'WHITELABEL_PARTNER their staff and customers'", () => {
    const partner = manager("WHITELABEL_PARTNER", "P400");
    expect(mayManage(partner, account({ role: "WHITELABEL_STAFF", partnerId: "P400" }))).toBe(true);
    expect(mayManage(partner, account({ role: "CUSTOMER", partnerId: "P400" }))).toBe(true);
    expect(mayManage(partner, account({ role: "CUSTOMER", partnerId: "P000" }))).toBe(false);
  });

  it("a distributor's staff act for it on its agencies; a white-label's staff on its customers", () => {
    const staff = manager("DISTRIBUTOR_STAFF", "P300");
    expect(mayManage(staff, account({ role: "AGENT", parentPartnerId: "P300" }))).toBe(true);
    expect(mayManage(staff, account({ role: "AGENT", parentPartnerId: "P301" }))).toBe(false);
    expect(placementOf(staff, "AGENT")).toEqual({ partnerId: undefined, parentPartnerId: "P300" });
    const desk = manager("WHITELABEL_STAFF", "P500");
    expect(mayManage(desk, account({ role: "CUSTOMER", partnerId: "P500" }))).toBe(true);
    expect(mayManage(desk, account({ role: "WHITELABEL_STAFF", partnerId: "P500" }))).toBe(false);
    expect(creatableRoles("WHITELABEL_STAFF")).toEqual(["CUSTOMER"]);
  });

  it("'SUPPLIER_ADMIN manages its suppliers': its organisation's supplier accounts, made in it", () => {
    const admin = manager("SUPPLIER_ADMIN", "P400");
    expect(mayManage(admin, account({ role: "SUPPLIER", partnerId: "P400" }))).toBe(true);
    expect(mayManage(admin, account({ role: "SUPPLIER", partnerId: "P401" }))).toBe(false);
    expect(mayManage(admin, account({ role: "SUPPLIER_ADMIN", partnerId: "P400" }))).toBe(false);
    expect(placementOf(admin, "SUPPLIER")).toEqual({ partnerId: "P400", parentPartnerId: null });
  });

  it("'SALES the accounts assigned to them', and gives no role", () => {
    const sales = manager("SALES", "P000");
    const theirs = account({ role: "AGENT", salesUserId: "U1" });
    expect(mayManage(sales, theirs)).toBe(true);
    expect(mayManage(sales, account({ role: "AGENT", salesUserId: "U7" }))).toBe(false);
    expect(mayGrant(sales, theirs, "AGENT_STAFF")).toBe(false);
    expect(creatableRoles("SALES")).toEqual([]);
  });

  it("nobody else manages people", () => {
    const managers = ROLES.filter(mayManagePeople);
    expect(managers).toEqual([
      "AGENT",
      "ADMIN",
      "DISTRIBUTOR",
      "DISTRIBUTOR_STAFF",
      "SALES",
      "SUPPLIER_ADMIN",
      "CORPORATE",
      "CORPORATE_STAFF",
      "WHITELABEL_PARTNER",
      "WHITELABEL_STAFF",
    ]);
    for (const role of ROLES.filter((role) => !managers.includes(role))) {
      expect(mayManage(manager(role), account({}))).toBe(false);
    }
  });

  it("changes a role only within what the caller may grant", () => {
    expect(
      mayGrant(
        manager("CORPORATE", "P200"),
        account({ role: "CORPORATE_EMPLOYEE", partnerId: "P200" }),
        "CORPORATE_STAFF",
      ),
    ).toBe(true);
    expect(
      mayGrant(
        manager("CORPORATE_STAFF", "P200"),
        account({ role: "CORPORATE_EMPLOYEE", partnerId: "P200" }),
        "CORPORATE_STAFF",
      ),
    ).toBe(false);
    expect(mayGrant(manager("AGENT"), account({}), "AGENT")).toBe(false);
    expect(mayGrant(manager("ADMIN", "P000"), account({}), "AGENT")).toBe(true);
    expect(mayGrant(manager("ADMIN", "P000"), account({}), "GUEST")).toBe(false);
  });
});

describe("where a new account sits", () => {
  it("staff and employees join the manager's organisation; an agency a distributor opens is its own, under the distributor", () => {
    expect(placementOf(manager("AGENT"), "AGENT_STAFF")).toEqual({
      partnerId: "P100",
      parentPartnerId: null,
    });
    expect(placementOf(manager("DISTRIBUTOR", "P300"), "AGENT")).toEqual({
      partnerId: undefined,
      parentPartnerId: "P300",
    });
    expect(placementOf(manager("ADMIN", "P000"), "CALLCENTER")).toEqual({
      partnerId: "P000",
      parentPartnerId: null,
    });
  });

  it("an admin creates organisations' heads and the back office, not members of an organisation", () => {
    expect(creatableRoles("ADMIN")).toContain("AGENT");
    expect(creatableRoles("ADMIN")).toContain("CALLCENTER");
    expect(creatableRoles("ADMIN")).not.toContain("AGENT_STAFF");
    expect(creatableRoles("ADMIN")).not.toContain("CUSTOMER");
    expect(creatableRoles("WHITELABEL_PARTNER")).toEqual(["WHITELABEL_STAFF", "CUSTOMER"]);
  });
});
