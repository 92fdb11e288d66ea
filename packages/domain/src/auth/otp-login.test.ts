import { describe, expect, it } from "vitest";
import { loginRequestFor, loginRequestSchema } from "./login";
import {
  INTERNAL_OTP_SENT_MESSAGE,
  internalOtpRequest,
  internalOtpRequestFormSchema,
  internalOtpRequestSchema,
  otpLoginFormSchema,
} from "./otp-login";
import { googleLoginRequest, socialLoginRequestSchema } from "./social-login";

describe("OTP login (foundations §2, §3, §5)", () => {
  it("'Internal dropdown with no email chosen: Please Select an Email Address'", () => {
    expect(internalOtpRequestFormSchema.safeParse({}).error?.issues[0]?.message).toBe(
      "Please Select an Email Address",
    );
    expect(internalOtpRequestFormSchema.safeParse({ email: " " }).error?.issues[0]?.message).toBe(
      "Please Select an Email Address",
    );
  });

  it("the internal OTP request: email, requestId, type INTERNAL_LOGIN", () => {
    const request = internalOtpRequest("ops@wayfare.in", "r1");
    expect(request).toEqual({ email: "ops@wayfare.in", requestId: "r1", type: "INTERNAL_LOGIN" });
    expect(internalOtpRequestSchema.parse(request)).toEqual(request);
    expect(INTERNAL_OTP_SENT_MESSAGE).toBe("OTP Successfully sent on your registered email ID");
  });

  it("'Blank OTP: invalid OTP message' ('Invalid OTP')", () => {
    const result = otpLoginFormSchema.safeParse({
      username: "ops@wayfare.in",
      otp: " ",
      otpRequestID: "r1",
    });
    expect(result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([
      "otp: Invalid OTP",
    ]);
    expect(
      otpLoginFormSchema.safeParse({ username: "ops@wayfare.in", otp: "1234" }).error?.issues[0]
        ?.message,
    ).toBe("Invalid OTP");
  });

  it("the OTP login payload: username, otp, otpRequestID", () => {
    expect(
      otpLoginFormSchema.parse({
        username: " ops@wayfare.in ",
        otp: " 123456 ",
        otpRequestID: "r1",
      }),
    ).toEqual({
      username: "ops@wayfare.in",
      otp: "123456",
      otpRequestID: "r1",
    });
  });
});

describe("social login (foundations §3)", () => {
  it("sends provider and authResponse with the Google credential", () => {
    const request = googleLoginRequest("jwt-credential");
    expect(request).toEqual({ provider: "GOOGLE", authResponse: { credential: "jwt-credential" } });
    expect(socialLoginRequestSchema.parse(request)).toEqual(request);
    expect(
      socialLoginRequestSchema.safeParse({ provider: "GOOGLE", authResponse: { credential: "" } })
        .success,
    ).toBe(false);
  });
});

describe("login payload by client (foundations §3)", () => {
  const credentials = { username: "a@b.in", password: "pw" };

  it("'the business login also sends role and a b2bLogin flag'", () => {
    expect(loginRequestFor(credentials, { clientMode: "B2B", role: "ADMIN" })).toEqual({
      ...credentials,
      role: "ADMIN",
      b2bLogin: true,
    });
    expect(loginRequestFor(credentials, { clientMode: "B2B" })).toEqual({
      ...credentials,
      b2bLogin: true,
    });
  });

  it("'consumer logins get a configured default role'", () => {
    const consumer = loginRequestFor(credentials, { clientMode: "B2C" });
    expect(consumer).toEqual({ ...credentials, role: "CUSTOMER" });
    expect(loginRequestSchema.parse(consumer)).toEqual(consumer);
    expect(
      loginRequestFor(credentials, { clientMode: "B2C", consumerDefaultRole: "GUEST" }).role,
    ).toBe("GUEST");
  });
});
