import { randomUUID } from "node:crypto";
import { otpSentPayloadSchema, otpTokenSchema, sessionPayloadSchema } from "@wayfare/domain";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { latestOtp, outboxFor, registerFreshUser } from "../testing/fresh-user";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
let now = new Date("2026-03-01T10:00:00Z");
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

beforeAll(async () => {
  service = await serviceUnderTest({ now: () => now });
});
afterAll(() => service.close());

async function requestOtp(email: string, requestId = randomUUID()) {
  const response = await service.fetch(
    backendCall({ apiName: "otp", email, requestId, type: "INTERNAL_LOGIN" }),
  );
  return { response, body: await response.json(), requestId };
}

async function otpLogin(username: string, otp: string, otpRequestID: string) {
  const response = await service.fetch(
    new Request("http://service.test/internal/v1/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ data: { username, otp, otpRequestID } }),
    }),
  );
  return { response, body: await response.json() };
}

const INVALID_OTP = [{ errCode: "803", message: "Invalid OTP" }];

describe("internal OTP request (apiName otp, INTERNAL_LOGIN) and POST /internal/v1/login", () => {
  it("mails a 6-digit OTP through the outbox and signs in with it once", async () => {
    const user = await registerFreshUser(service);
    const { body, requestId } = await requestOtp(user.email);
    expect(body.payload).toEqual({
      requestId,
      message: "OTP Successfully sent on your registered email ID",
    });
    expect(body.otpToken).toEqual({ key: user.email, requestId });
    otpSentPayloadSchema.parse(body.payload);
    otpTokenSchema.parse(body.otpToken);
    const [mail] = await outboxFor(service, user.email);
    expect(mail).toMatchObject({ channel: "EMAIL", subject: "Your Wayfare login OTP" });
    const otp = await latestOtp(service, user.email);

    const { response, body: session } = await otpLogin(user.email, otp, requestId);
    expect(response.status).toBe(200);
    sessionPayloadSchema.parse(session.payload);
    expect(session.payload.userInfo).toMatchObject({ userId: user.userId, role: "AGENT" });
    expect(decodeJwt(response.headers.get("authorization") ?? "").sub).toContain(user.userId);

    expect((await otpLogin(user.email, otp, requestId)).body.errors).toEqual(INVALID_OTP);
  });

  it("three wrong codes kill the OTP, even for the right code afterwards", async () => {
    const user = await registerFreshUser(service);
    const { requestId } = await requestOtp(user.email);
    const otp = await latestOtp(service, user.email);
    const wrong = otp === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 3; attempt++) {
      const { response, body } = await otpLogin(user.email, wrong, requestId);
      expect(response.status).toBe(401);
      expect(body.errors).toEqual(INVALID_OTP);
    }
    expect((await otpLogin(user.email, otp, requestId)).body.errors).toEqual(INVALID_OTP);
  });

  it("expires after 10 minutes", async () => {
    const user = await registerFreshUser(service);
    const { requestId } = await requestOtp(user.email);
    const otp = await latestOtp(service, user.email);
    advance(10 * 60);
    expect((await otpLogin(user.email, otp, requestId)).body.errors).toEqual(INVALID_OTP);
  });

  it("a resend under the same request id supersedes the earlier code", async () => {
    const user = await registerFreshUser(service);
    const { requestId } = await requestOtp(user.email);
    const first = await latestOtp(service, user.email);
    advance(31);
    await requestOtp(user.email, requestId);
    const second = await latestOtp(service, user.email);
    if (first !== second) {
      expect((await otpLogin(user.email, first, requestId)).body.errors).toEqual(INVALID_OTP);
    }
    expect((await otpLogin(user.email, second, requestId)).response.status).toBe(200);
  });

  it("rate-limits per user name: one per 30 s, five per hour (429, 416)", async () => {
    const user = await registerFreshUser(service);
    expect((await requestOtp(user.email)).response.status).toBe(200);
    const limited = await requestOtp(user.email.toUpperCase());
    expect(limited.response.status).toBe(429);
    expect(limited.body.errors).toEqual([
      { errCode: "416", message: "All Internal Ids are in use, request after some time" },
    ]);
    for (let sent = 1; sent < 5; sent++) {
      advance(31);
      expect((await requestOtp(user.email)).response.status).toBe(200);
    }
    advance(31);
    expect((await requestOtp(user.email)).response.status).toBe(429);
    advance(60 * 60);
    expect((await requestOtp(user.email)).response.status).toBe(200);
    expect(await outboxFor(service, user.email)).toHaveLength(6);
  });

  it("answers an unknown email exactly like a known one and sends nothing", async () => {
    const email = `nobody-${randomUUID()}@fresh.test`;
    const { response, body, requestId } = await requestOtp(email);
    expect(response.status).toBe(200);
    expect(body.otpToken).toEqual({ key: email, requestId });
    expect(await outboxFor(service, email)).toEqual([]);
    expect((await otpLogin(email, "123456", requestId)).body.errors).toEqual(INVALID_OTP);
  });

  it("validates both calls with the domain schemas", async () => {
    const blank = await requestOtp(" ");
    expect(blank.response.status).toBe(400);
    expect(blank.body.errors).toEqual([
      { errCode: "400", message: "Please Select an Email Address" },
    ]);
    const { response, body } = await otpLogin("agent@wayfare.test", " ", "r1");
    expect(response.status).toBe(400);
    expect(body.errors).toEqual([{ errCode: "400", message: "Invalid OTP" }]);
  });
});
