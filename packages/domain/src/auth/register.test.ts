import { describe, expect, it } from "vitest";
import { issuesByPath } from "../testing/zod-issues";
import {
  forgotPasswordFormSchema,
  forgotPasswordOtpRequest,
  forgotPasswordOtpRequestSchema,
} from "./forgot-password";
import { registerFormSchema, registerRequest, registerRequestSchema } from "./register";

const valid = {
  email: "asha@example.com",
  password: "secret1",
  companyName: "Asha Travels",
  mobile: "9876543210",
};

describe("register (foundations §2, §3, §5)", () => {
  it("blank fields give 'Please enter Email', 'Password must not be empty', 'Company Name is required', 'Please enter valid Mobile Number'", () => {
    expect(issuesByPath(registerFormSchema, {})).toEqual({
      email: "Please enter Email",
      password: "Password must not be empty",
      companyName: "Company Name is required",
      mobile: "Please enter valid Mobile Number",
    });
    expect(issuesByPath(registerFormSchema, { ...valid, companyName: "   " })).toEqual({
      companyName: "Company Name is required",
    });
  });

  it("'Please enter valid Email', 'Password must be minimum 6 character', 'Please enter valid Mobile Number'", () => {
    expect(
      issuesByPath(registerFormSchema, {
        ...valid,
        email: "asha@",
        password: "12345",
        mobile: "98765",
      }),
    ).toEqual({
      email: "Please enter valid Email",
      password: "Password must be minimum 6 character",
      mobile: "Please enter valid Mobile Number",
    });
  });

  it("builds the F§3 payload: name is the company name, role AGENT (CUSTOMER for retail)", () => {
    const form = registerFormSchema.parse({ ...valid, email: " asha@example.com " });
    const request = registerRequest(form, "B2B");
    expect(request).toEqual({
      email: "asha@example.com",
      password: "secret1",
      mobile: "9876543210",
      name: "Asha Travels",
      role: "AGENT",
      phone: "9876543210",
    });
    expect(registerRequestSchema.parse(request)).toEqual(request);
    expect(registerRequest(form, "B2C").role).toBe("CUSTOMER");
    expect(
      registerRequestSchema.safeParse({
        ...request,
        panInfo: { number: "ABCDE1234F", panName: "Asha" },
        addressInfo: {
          address: "1 MG Road",
          pincode: "560001",
          cityInfo: { name: "Bengaluru", state: "KA", country: "IN" },
        },
      }).success,
    ).toBe(true);
  });
});

describe("forgot password (foundations §3, §5)", () => {
  it("'Please enter a valid Email or Mobile'", () => {
    for (const userName of [undefined, "", "asha", "98765", "98765432101"]) {
      expect(
        forgotPasswordFormSchema.safeParse({ userName }).error?.issues[0]?.message,
        String(userName),
      ).toBe("Please enter a valid Email or Mobile");
    }
  });

  it("accepts an email or a 10-digit mobile, also with the portal's _N user-name suffix", () => {
    expect(forgotPasswordFormSchema.parse({ userName: "asha@example.com_2" })).toEqual({
      userName: "asha@example.com_2",
    });
    expect(forgotPasswordFormSchema.parse({ userName: " asha@example.com " })).toEqual({
      userName: "asha@example.com",
    });
    expect(forgotPasswordFormSchema.parse({ userName: "9876543210" })).toEqual({
      userName: "9876543210",
    });
  });

  it("the OTP call: key, requestId, type FORGOT_PASSWORD, smsreq true, emailreq true", () => {
    const request = forgotPasswordOtpRequest("asha@example.com", "r1");
    expect(request).toEqual({
      key: "asha@example.com",
      requestId: "r1",
      type: "FORGOT_PASSWORD",
      smsreq: true,
      emailreq: true,
    });
    expect(forgotPasswordOtpRequestSchema.parse(request)).toEqual(request);
  });
});
