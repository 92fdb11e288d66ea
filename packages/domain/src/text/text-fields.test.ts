import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import * as domain from "../index";
import { unguardedTextFields } from "../testing/unguarded-text";
import { issueLines } from "../testing/zod-issues";

const today = new Date("2026-03-01T00:00:00Z");

/** Schemas built for a context, each with one such context. */
const BUILT: Record<string, ZodType> = {
  "cardSchema(today)": domain.cardSchema(today),
  "checkedSearchQuerySchema(today)": domain.checkedSearchQuerySchema(today),
  "paymentInitiateRequestSchema(today)": domain.paymentInitiateRequestSchema(today),
  "topUpPayRequestSchema(today)": domain.topUpPayRequestSchema(today),
  "modifyBookingGatewayPayRequestSchema(today)": domain.modifyBookingGatewayPayRequestSchema(today),
  "gstDetailsSchema(true)": domain.gstDetailsSchema(true),
  "passengerSchema(adult)": domain.passengerSchema({
    paxType: "ADULT",
    isDomestic: false,
    firstTravelDate: today,
    lastTravelDate: today,
    contactEnabled: true,
  }),
};

/** Every request, call, form and query schema of the domain, by its exported name. */
const NAMED = Object.entries(domain as Record<string, unknown>).filter(
  (entry): entry is [string, ZodType] =>
    /(Request|Call|Form|Query)Schema$/.test(entry[0]) && typeof entry[1] === "object",
);

/** The one multi-line text: a reported stack trace. */
const MULTI_LINE: Record<string, string[]> = {
  errorLogRequestSchema: [".data.stack"],
  baggageClaimRequestSchema: [".data.description"],
  supplierAllotmentsLoadRequestSchema: [".data.csv"],
};

describe("every text field of every request, call, form and query schema refuses control characters", () => {
  it("finds the schemas", () => {
    expect(NAMED.length).toBeGreaterThan(40);
  });

  for (const [name, schema] of [...NAMED, ...Object.entries(BUILT)]) {
    it(name, () => {
      expect(unguardedTextFields(schema, MULTI_LINE[name])).toEqual([]);
    });
  }
});

describe("a control character gets the field's message", () => {
  const NUL = "\u0000";

  it("login: 'Please enter a valid Email or Mobile' on the username; a password 'Invalid characters'", () => {
    expect(
      issueLines(domain.loginRequestSchema, { username: `asha@example.com${NUL}`, password: "x" }),
    ).toEqual(["username: Please enter a valid Email or Mobile"]);
    expect(
      issueLines(domain.loginRequestSchema, { username: "asha@example.com", password: `x${NUL}` }),
    ).toEqual(["password: Invalid characters"]);
  });

  it("OTP login: 'Invalid OTP' (803) on the OTP and its request id", () => {
    expect(
      issueLines(domain.otpLoginCallSchema, {
        username: "asha@example.com",
        otp: `123456${NUL}`,
        otpRequestID: `r1\u0007`,
      }),
    ).toEqual(["otp: Invalid OTP", "otpRequestID: Invalid OTP"]);
  });

  it("forgot and reset password: the user name's, the OTP's and the new password's messages", () => {
    expect(issueLines(domain.forgetCallSchema, { userName: `9876543210${NUL}` })).toEqual([
      "userName: Please enter a valid Email or Mobile",
    ]);
    expect(
      issueLines(domain.resetCallSchema, {
        userName: "asha@example.com",
        requestId: "r1",
        otp: `12${NUL}`,
        newPassword: "Fresh@123\n",
        reTypePassword: "Fresh@123",
      }),
    ).toEqual([
      "otp: Invalid OTP",
      "newPassword: New Password must conatin minimum of 5 characters, a combination of uppercase and lowercase letter and a special character",
    ]);
  });

  it("register and update-user: 'Please enter valid Email', 'Please enter valid Mobile Number', 'Invalid characters' on a name", () => {
    expect(
      issueLines(domain.registerCallSchema, {
        email: `asha@example.com${NUL}`,
        password: "Fresh@123",
        mobile: `9876543210${NUL}`,
        name: `Fresh${NUL}Travels`,
        role: "AGENT",
      }),
    ).toEqual([
      "email: Please enter valid Email",
      "mobile: Please enter valid Mobile Number",
      "name: Invalid characters",
    ]);
    expect(
      issueLines(domain.updateUserRequestSchema, {
        data: { name: `Fresh${NUL}`, mobile: "9876543210" },
      }),
    ).toEqual(["data.name: Invalid characters"]);
  });

  it("passengers: 'Name should not contain special character', the passport's and PAN's messages", () => {
    const adult = BUILT["passengerSchema(adult)"] as ZodType;
    expect(
      issueLines(adult, { title: "Mr", firstName: `Ravi${NUL}`, pNum: "Z123\t", pan: "\u0085" }),
    ).toEqual([
      "firstName: Name should not contain special character",
      "pNum: Passport number cannot contain space and special character",
      "pan: Invalid PAN Number",
    ]);
  });

  it("booking ids, remarks and the guest lookup", () => {
    expect(
      issueLines(domain.bookingDetailsRequestSchema, {
        data: { bookingId: `WF0000000000001${NUL}` },
      }),
    ).toEqual(["data.bookingId: Invalid booking id"]);
    expect(
      issueLines(domain.cancellationConfirmRequestSchema, {
        data: { bookingId: "WF0000000000001", remarks: `plans${NUL}` },
      }),
    ).toEqual(["data.remarks: Invalid characters"]);
    expect(
      issueLines(domain.bookingLookupSchema, {
        emailOrMobile: `9876543210${NUL}`,
        bookingId: "WF0000000000001",
      }),
    ).toEqual(["emailOrMobile: Please enter a valid Email or Mobile"]);
  });

  it("a reported stack keeps its lines; its message does not take them", () => {
    expect(
      issueLines(domain.errorLogRequestSchema, {
        data: { message: "Boom\n", stack: "Error: Boom\n\tat a (x.js:1)\r\n" },
      }),
    ).toEqual(["data.message: Invalid characters"]);
  });
});
