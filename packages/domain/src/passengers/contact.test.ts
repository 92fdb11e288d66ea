import { describe, expect, it } from "vitest";
import { issueLines } from "../testing/zod-issues";
import { passengerContactSchema } from "./contact";

describe("booking contact (J§3, J§5)", () => {
  it("'Please enter valid Mobile Number' and 'Please enter Email' on a blank form", () => {
    expect(issueLines(passengerContactSchema, {})).toEqual([
      "mobile: Please enter valid Mobile Number",
      "email: Please enter Email",
    ]);
  });

  it("checks the mobile against the chosen calling code", () => {
    expect(
      issueLines(passengerContactSchema, {
        countryCode: "+44",
        mobile: "9876543210",
        email: "a@x.com",
      }),
    ).toEqual(["mobile: Please enter valid Mobile Number"]);
    expect(
      issueLines(passengerContactSchema, {
        countryCode: "+44",
        mobile: "7400123456",
        email: "a@x.com",
      }),
    ).toEqual([]);
  });

  it("an emergency contact mobile is optional but must be valid when given", () => {
    const base = { mobile: "9876543210", email: "a@x.com" };
    expect(issueLines(passengerContactSchema, { ...base, emergencyContactMobile: "123" })).toEqual([
      "emergencyContactMobile: Please enter valid Mobile Number",
    ]);
    expect(passengerContactSchema.parse({ ...base, emergencyContactName: "Ravi" })).toEqual({
      countryCode: "91",
      mobile: "9876543210",
      email: "a@x.com",
      destinationAddress: undefined,
      emergencyContactName: "Ravi",
      emergencyContactMobile: undefined,
    });
  });
});
