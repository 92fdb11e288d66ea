import { describe, expect, it } from "vitest";
import { canViewBooking, seesPartnerBookings } from "./booking-visibility";
import { ROLES } from "./roles";

const agency = { userId: "U1", partnerId: "P100" };
const staffOfAgency = { userId: "U2", partnerId: "P100" };
const otherAgency = { userId: "U3", partnerId: "P102" };

describe("a booking is visible to its owner, their agency or company — nobody else", () => {
  it("the owner always sees it, whatever the role", () => {
    for (const role of ROLES) expect(canViewBooking({ ...agency, role }, agency)).toBe(true);
  });

  it("the agency sees its staff's bookings and the staff the agency's", () => {
    expect(canViewBooking({ ...agency, role: "AGENT" }, staffOfAgency)).toBe(true);
    expect(canViewBooking({ ...staffOfAgency, role: "AGENT_STAFF" }, agency)).toBe(true);
  });

  it("the company's account and travel desk see employees' bookings; an employee sees only their own", () => {
    const employee = { userId: "E1", partnerId: "P200" };
    const colleague = { userId: "E2", partnerId: "P200" };
    expect(canViewBooking({ userId: "C1", partnerId: "P200", role: "CORPORATE" }, employee)).toBe(
      true,
    );
    expect(
      canViewBooking({ userId: "D1", partnerId: "P200", role: "CORPORATE_STAFF" }, employee),
    ).toBe(true);
    expect(canViewBooking({ ...colleague, role: "CORPORATE_EMPLOYEE" }, employee)).toBe(false);
  });

  it("another organisation never sees it", () => {
    expect(canViewBooking({ ...otherAgency, role: "AGENT" }, agency)).toBe(false);
  });

  it("retail and back-office users share a partner id but not each other's bookings", () => {
    const customer = { userId: "C9", partnerId: "P000" };
    for (const role of ["CUSTOMER", "GUEST", "ADMIN", "CALLCENTER", "SALES"] as const) {
      expect(seesPartnerBookings({ role })).toBe(false);
      expect(canViewBooking({ userId: "X", partnerId: "P000", role }, customer)).toBe(false);
    }
  });
});
