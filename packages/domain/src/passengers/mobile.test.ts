import { describe, expect, it } from "vitest";
import {
  emailOrMobileSchema,
  isValidMobile,
  mobileError,
  normaliseCallingCode,
  passengerMobileSchema,
} from "./mobile";

describe("mobile by calling code (J§5)", () => {
  it("India: exactly 10 digits, optional underscore suffix", () => {
    expect(isValidMobile("9876543210")).toBe(true);
    expect(isValidMobile("9876543210_1", "+91")).toBe(true);
    expect(isValidMobile("987654321")).toBe(false);
    expect(isValidMobile("98765432101")).toBe(false);
    expect(isValidMobile("98765 43210")).toBe(false);
  });

  it("other countries by libphonenumber-js", () => {
    expect(isValidMobile("1234567890", "1")).toBe(false);
    expect(isValidMobile("4155552671", "+1")).toBe(true);
    expect(isValidMobile("7400123456", "44")).toBe(true);
    expect(isValidMobile("74001234", "44")).toBe(false);
    expect(isValidMobile("501234567", "971")).toBe(true);
    expect(isValidMobile("50123456a", "971")).toBe(false);
    expect(isValidMobile("501234567", "abc")).toBe(false);
    expect(normaliseCallingCode(" +44 ")).toBe("44");
  });

  it("'Please enter valid Mobile Number'", () => {
    expect(mobileError("12345")).toBe("Please enter valid Mobile Number");
    expect(mobileError(undefined)).toBe("Please enter valid Mobile Number");
    expect(mobileError(undefined, { required: false })).toBeUndefined();
    expect(mobileError("9876543210")).toBeUndefined();
    const schema = passengerMobileSchema({ callingCode: "44" });
    expect(schema.safeParse("9876543210").error?.issues[0]?.message).toBe(
      "Please enter valid Mobile Number",
    );
    expect(schema.parse("7400123456")).toBe("7400123456");
    expect(passengerMobileSchema({ required: false }).parse("")).toBeUndefined();
  });

  it("'Please enter a valid Email or Mobile'", () => {
    expect(emailOrMobileSchema.parse("9876543210")).toBe("9876543210");
    expect(emailOrMobileSchema.parse("a@x.com")).toBe("a@x.com");
    expect(emailOrMobileSchema.safeParse("asha").error?.issues[0]?.message).toBe(
      "Please enter a valid Email or Mobile",
    );
    expect(emailOrMobileSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      "Please enter a valid Email or Mobile",
    );
  });
});
