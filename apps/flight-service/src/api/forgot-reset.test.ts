import { randomUUID } from "node:crypto";
import { passwordResetPayloadSchema } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { type FreshUser, latestOtp, outboxFor, registerFreshUser } from "../testing/fresh-user";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
let now = new Date("2026-03-01T10:00:00Z");
beforeAll(async () => {
  service = await serviceUnderTest({ now: () => now });
});
afterAll(() => service.close());

async function call(data: Record<string, unknown>) {
  const response = await service.fetch(backendCall(data));
  return { response, body: await response.json() };
}

async function forget(userName: string) {
  const answer = await call({ apiName: "forget", userName });
  return { ...answer, requestId: answer.body.payload?.requestId as string };
}

function reset(user: FreshUser, requestId: string, otp: string, password = "NewPass@9") {
  return call({
    apiName: "reset",
    userName: user.email,
    requestId,
    otp,
    newPassword: password,
    reTypePassword: password,
  });
}

const errors = (body: { errors: unknown[] }) => body.errors;

describe('apiName "forget" then "reset" (F§3, F§5)', () => {
  it("sends the reset OTP by email and SMS, resets the password once", async () => {
    const user = await registerFreshUser(service);
    const { response, body, requestId } = await forget(user.mobile);
    expect(response.status).toBe(200);
    expect(body.otpToken).toEqual({ key: user.mobile, requestId });
    const [sms] = await outboxFor(service, user.mobile);
    expect(sms).toMatchObject({ channel: "SMS", subject: null });
    const [mail] = await outboxFor(service, user.email);
    expect(mail).toMatchObject({ channel: "EMAIL", subject: "Your Wayfare password reset OTP" });
    const otp = await latestOtp(service, user.email);

    // The OTP was asked for by mobile: the reset names the same user name.
    const resetByMobile = {
      apiName: "reset",
      userName: user.mobile,
      requestId,
      otp,
      newPassword: "NewPass@9",
      reTypePassword: "NewPass@9",
    };
    const byMobile = await call(resetByMobile);
    expect(passwordResetPayloadSchema.parse(byMobile.body.payload)).toEqual({
      passwordReset: true,
    });
    const login = await call({ apiName: "login", username: user.email, password: "NewPass@9" });
    expect(login.response.status).toBe(200);
    const again = await call({
      ...resetByMobile,
      newPassword: "Other@99",
      reTypePassword: "Other@99",
    });
    expect(errors(again.body)).toEqual([{ errCode: "803", message: "Invalid OTP" }]);
  });

  it("415 when the new password is the old one; the OTP still works for another try", async () => {
    const user = await registerFreshUser(service);
    const { requestId } = await forget(user.email);
    const otp = await latestOtp(service, user.email);
    const same = await reset(user, requestId, otp, user.password);
    expect(same.response.status).toBe(400);
    expect(errors(same.body)).toEqual([
      { errCode: "415", message: "Old and New Password can't be same" },
    ]);
    expect((await reset(user, requestId, otp)).response.status).toBe(200);
  });

  it("checks the reset in the F§5 order, one message at a time", async () => {
    const base = { apiName: "reset", userName: "agent@wayfare.test", requestId: "r1" };
    const cases: [Record<string, string>, string][] = [
      [{}, "OTP is required"],
      [{ otp: "123456" }, "New Password is required"],
      [{ otp: "123456", newPassword: "weak" }, "Confirm Password is required"],
      [
        { otp: "123456", newPassword: "weak", reTypePassword: "weak" },
        "New Password must conatin minimum of 5 characters, a combination of uppercase and lowercase letter and a special character",
      ],
      [
        { otp: "123456", newPassword: "Ab1@x", reTypePassword: "Ab1@y" },
        "Password must be same in both the fields",
      ],
    ];
    for (const [fields, message] of cases) {
      const { response, body } = await call({ ...base, ...fields });
      expect(response.status).toBe(400);
      expect(errors(body)).toEqual([{ errCode: "400", message }]);
    }
  });

  it("a fresh OTP for the request (apiName otp, FORGOT_PASSWORD) replaces the first", async () => {
    const user = await registerFreshUser(service);
    const { requestId } = await forget(user.email);
    now = new Date(now.getTime() + 31_000);
    const resend = await call({
      apiName: "otp",
      key: user.email,
      requestId,
      type: "FORGOT_PASSWORD",
      smsreq: true,
      emailreq: true,
    });
    expect(resend.body.payload.requestId).toBe(requestId);
    expect(
      (await reset(user, requestId, await latestOtp(service, user.email))).body.payload,
    ).toEqual({ passwordReset: true });
  });

  it("an unknown user name gets the same answer, nothing is sent, no reset works", async () => {
    const email = `ghost-${randomUUID()}@fresh.test`;
    const { response, body, requestId } = await forget(email);
    expect(response.status).toBe(200);
    expect(Object.keys(body)).toEqual(["status", "errors", "payload", "otpToken"]);
    expect(body.payload.message).toBe("OTP Successfully sent on your registered email ID");
    expect(await outboxFor(service, email)).toEqual([]);
    const ghost = { email, mobile: "", password: "", userId: "" };
    expect((await reset(ghost, requestId, "123456")).response.status).toBe(401);
  });

  it("'Please enter a valid Email or Mobile' for a user name that is neither", async () => {
    const { response, body } = await forget("not a user name");
    expect(response.status).toBe(400);
    expect(errors(body)).toEqual([
      { errCode: "400", message: "Please enter a valid Email or Mobile" },
    ]);
  });
});
