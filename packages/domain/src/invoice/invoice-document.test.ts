import { describe, expect, it } from "vitest";
import { invoiceAudiencesFor } from "./invoice-document";

describe("invoice for corporate, agency or customer (J§2)", () => {
  it("by role", () => {
    expect(invoiceAudiencesFor({ role: "CORPORATE_EMPLOYEE" })).toEqual(["CORPORATE"]);
    expect(invoiceAudiencesFor({ role: "AGENT" })).toEqual(["AGENCY", "CUSTOMER"]);
    expect(invoiceAudiencesFor({ role: "WHITELABEL_STAFF" })).toEqual(["AGENCY", "CUSTOMER"]);
    expect(invoiceAudiencesFor({ role: "CUSTOMER" })).toEqual(["CUSTOMER"]);
    expect(invoiceAudiencesFor({ role: "ADMIN" })).toEqual(["CORPORATE", "AGENCY", "CUSTOMER"]);
  });

  it("by group in additionalInfo.gps", () => {
    expect(invoiceAudiencesFor({ role: "CUSTOMER", gps: ["CORPORATE"] })).toEqual(["CORPORATE"]);
  });
});
