import { describe, expect, it } from "vitest";
import {
  OTP_MAX_ATTEMPTS,
  otpCallSchema,
  registerCallSchema,
  resetCallSchema,
  SELF_REGISTRATION_ROLES,
} from "./auth";

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("auth endpoint schemas", () => {
  it("'Payment verification OTP max attempts 3' (J§9) bounds every OTP", () => {
    expect(OTP_MAX_ATTEMPTS).toBe(3);
  });

  it("the otp call is the internal login request or the forgot-password request (F§3)", () => {
    const internal = { email: "ops@wayfare.test", requestId: "r1", type: "INTERNAL_LOGIN" };
    expect(otpCallSchema.parse(internal)).toEqual(internal);
    const forgot = {
      key: "9810000001",
      requestId: "r1",
      type: "FORGOT_PASSWORD",
      smsreq: true,
      emailreq: true,
    };
    expect(otpCallSchema.parse(forgot)).toEqual(forgot);
    expect(messages(otpCallSchema.safeParse({ ...internal, email: "nobody" }))).toEqual([
      "Please Select an Email Address",
    ]);
  });

  it("registration: only AGENT (B2B) or CUSTOMER (B2C), 'Default role: AGENT at registration'", () => {
    expect(SELF_REGISTRATION_ROLES).toEqual(["AGENT", "CUSTOMER"]);
    const form = {
      email: " Asha@Example.COM ",
      password: "secret1",
      mobile: "9876543210",
      name: "Asha Travels",
      role: "AGENT",
    };
    expect(registerCallSchema.parse(form).email).toBe("asha@example.com");
    expect(registerCallSchema.safeParse({ ...form, role: "ADMIN" }).success).toBe(false);
    expect(registerCallSchema.safeParse({ ...form, name: "x".repeat(101) }).success).toBe(false);
  });

  it("reset: userName and requestId, then the F§5 order one message at a time", () => {
    const base = { userName: "a@b.in", requestId: "r1" };
    expect(messages(resetCallSchema.safeParse(base))).toEqual(["OTP is required"]);
    expect(
      resetCallSchema.parse({
        ...base,
        otp: " 123456 ",
        newPassword: "Ab1@x",
        reTypePassword: "Ab1@x",
      }),
    ).toEqual({ ...base, otp: "123456", newPassword: "Ab1@x", reTypePassword: "Ab1@x" });
  });
});
