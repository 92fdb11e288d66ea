import { describe, expect, it } from "vitest";
import { errorMessage } from "../errors/catalogue";
import { issueLines } from "../testing/zod-issues";
import {
  gstDetailsSchema,
  gstNumberError,
  gstNumberServerErrorCode,
  isValidGstNumber,
} from "./gst";

const complete = {
  gstNumber: "27aapfu0939f1zv",
  registeredName: "Asha Travels",
  billingCompanyName: "Asha Travels Pvt Ltd",
  mobile: "9876543210",
  address: "1 MG Road",
  city: "Pune",
  postalCode: "411001",
};

describe("GST details (J§5)", () => {
  it("'GST number length should be 15 character'", () => {
    expect(gstNumberError("27AAPFU0939F1Z")).toBe("GST number length should be 15 character");
    expect(gstNumberError("27AAPFU0939F1ZVX")).toBe("GST number length should be 15 character");
  });

  it("a 15-character value of another layout: 'Invalid GST Number'", () => {
    expect(isValidGstNumber("27aapfu0939f1zv")).toBe(true);
    expect(gstNumberError("27AAPFU0939F1AV")).toBe("Invalid GST Number");
    expect(gstNumberError("AAAAAAAAAAAAAAA")).toBe("Invalid GST Number");
  });

  it("the service answers catalogue 805 'GSTIN should be 15 characters only'", () => {
    expect(errorMessage(gstNumberServerErrorCode("27AAPFU0939F1Z"))).toBe(
      "GSTIN should be 15 characters only",
    );
    expect(gstNumberServerErrorCode("27AAPFU0939F1ZV")).toBeUndefined();
  });

  it("mandatory GST: 'GST number required', 'City Name required', 'Postal Code required', 'Please enter GST Mobile Number'", () => {
    expect(issueLines(gstDetailsSchema(true), {})).toEqual([
      "gstNumber: GST number required",
      "registeredName: Registered Name required",
      "billingCompanyName: Billing Company Name required",
      "address: Address required",
      "city: City Name required",
      "postalCode: Postal Code required",
      "mobile: Please enter GST Mobile Number",
    ]);
  });

  it("optional GST stays optional until a number is entered", () => {
    expect(issueLines(gstDetailsSchema(false), {})).toEqual([]);
    expect(issueLines(gstDetailsSchema(false), { gstNumber: complete.gstNumber })).toContain(
      "city: City Name required",
    );
  });

  it("checks the mobile, email and Indian postal code it is given", () => {
    expect(
      issueLines(gstDetailsSchema(true), {
        ...complete,
        mobile: "123",
        registeredEmail: "x",
        postalCode: "41100A",
      }),
    ).toEqual([
      "mobile: Please enter valid Mobile Number",
      "registeredEmail: Please enter valid Email",
      "postalCode: Please enter a valid number",
    ]);
    expect(
      issueLines(gstDetailsSchema(true), { ...complete, postalCode: "SW1A 1AA", country: "GB" }),
    ).toEqual([]);
  });

  it("parses to upper-case GSTIN with India as the default country", () => {
    const details = gstDetailsSchema(true).parse(complete);
    expect(details.gstNumber).toBe("27AAPFU0939F1ZV");
    expect(details.country).toBe("IN");
  });
});
