import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { forgotPasswordFormSchema } from "./forgot-password/forgot-password-form";
import {
  carriedOtpRequest,
  internalLoginIntentSchema,
  internalOtpLoginForm,
  internalOtpRequestForm,
} from "./internal-login/internal-login-form";
import { registerFormSchema } from "./register/register-form";
import { resetPasswordFormSchema } from "./reset-password/reset-password-form";
import { errorOf } from "./testing/error-of";

function formData(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

function errorsOf(
  schema: Parameters<typeof parseWithZod>[1]["schema"],
  entries: Record<string, string>,
) {
  const submission = parseWithZod(formData(entries), { schema });
  return submission.status === "error" ? submission.error : null;
}

describe("auth form schemas, as the server actions parse them", () => {
  it("reset: one message at a time, in the F§5 order, on its field", () => {
    const pattern =
      "New Password must conatin minimum of 5 characters, a combination of uppercase and lowercase letter and a special character";
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ otp: "", newPassword: "", reTypePassword: "" }, { otp: ["OTP is required"] }],
      [
        { otp: "1", newPassword: "", reTypePassword: "" },
        { newPassword: ["New Password is required"] },
      ],
      [
        { otp: "1", newPassword: "x", reTypePassword: "" },
        { reTypePassword: ["Confirm Password is required"] },
      ],
      [{ otp: "1", newPassword: "x", reTypePassword: "x" }, { newPassword: [pattern] }],
      [
        { otp: "1", newPassword: "Abc@12", reTypePassword: "Abc@13" },
        { reTypePassword: ["Password must be same in both the fields"] },
      ],
    ];
    for (const [entries, expected] of cases) {
      expect(errorsOf(resetPasswordFormSchema, entries)).toEqual(expected);
    }
    expect(
      errorsOf(resetPasswordFormSchema, {
        otp: "1",
        newPassword: "Abc@12",
        reTypePassword: "Abc@12",
      }),
    ).toBeNull();
  });

  it("forgot password: a valid email or mobile", () => {
    expect(errorsOf(forgotPasswordFormSchema, { userName: "" })).toEqual({
      userName: ["Please enter a valid Email or Mobile"],
    });
    expect(errorsOf(forgotPasswordFormSchema, { userName: "9810000001" })).toBeNull();
  });

  it("register: every field's message", () => {
    expect(errorsOf(registerFormSchema, {})).toEqual({
      email: ["Please enter Email"],
      password: ["Password must not be empty"],
      companyName: ["Company Name is required"],
      mobile: ["Please enter valid Mobile Number"],
    });
  });

  it("internal login: choose an email, then a non-blank OTP", () => {
    expect(errorsOf(internalOtpRequestForm, { email: "" })).toEqual({
      email: ["Please Select an Email Address"],
    });
    expect(
      errorsOf(internalOtpLoginForm, { username: "sales@wayfare.test", otpRequestID: "r" }),
    ).toEqual({
      otp: ["Invalid OTP"],
    });
  });

  it("internal login: the pressed button, and what a refused OTP post carried", () => {
    expect(internalLoginIntentSchema.parse("submit-otp")).toBe("submit-otp");
    expect(internalLoginIntentSchema.parse(undefined)).toBe("request-otp");
    const submission = parseWithZod(
      formData({ username: "sales@wayfare.test", otpRequestID: "r1", otp: "" }),
      { schema: internalOtpLoginForm },
    );
    expect(errorOf(submission)).toEqual({ otp: ["Invalid OTP"] });
    expect(carriedOtpRequest(submission.payload)).toEqual({
      email: "sales@wayfare.test",
      requestId: "r1",
    });
  });
});
