import { parseTokenSubject } from "@wayfare/domain";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

async function login(username: unknown, password: unknown) {
  const response = await service.fetch(backendCall({ apiName: "login", username, password }));
  return { response, body: await response.json() };
}

describe(`POST /xms/v1/backend apiName "login" on ${process.env.DATABASE_URL ? "Postgres" : "PGlite"}`, () => {
  it("answers the envelope with the token in the authorization header", async () => {
    const { response, body } = await login("agent@wayfare.test", "Agent@123");
    expect(response.status).toBe(200);
    expect(body.status).toEqual({ success: true, httpStatus: 200 });
    expect(body.errors).toEqual([]);
    expect(body.payload.userInfo).toMatchObject({ userId: "U1001", role: "AGENT" });

    const token = response.headers.get("authorization");
    expect(token).toBeTruthy();
    const claims = decodeJwt(token ?? "");
    expect(parseTokenSubject(claims.sub)).toMatchObject({
      userId: "U1001",
      partnerId: "P100",
      role: "AGENT",
      name: "Asha Rao (Skyline Travels)",
      additionalInfo: { aps: ["flight", "hotel"] },
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(8 * 60 * 60);
  });

  it("logs in by mobile number and ignores the email's letter case", async () => {
    expect((await login("9810000002", "Customer@123")).body.payload.userInfo.role).toBe("CUSTOMER");
    expect((await login("Admin@Wayfare.TEST", "Admin@123")).body.payload.userInfo.role).toBe(
      "ADMIN",
    );
  });

  it("801 'Authorization unsuccessful, email/mobile or password invalid' for a wrong password", async () => {
    const { response, body } = await login("agent@wayfare.test", "agent@123");
    expect(response.status).toBe(401);
    expect(response.headers.get("authorization")).toBeNull();
    expect(body).toEqual({
      status: { success: false, httpStatus: 401 },
      errors: [
        { errCode: "801", message: "Authorization unsuccessful, email/mobile or password invalid" },
      ],
    });
  });

  it("the same 801 for an unknown user", async () => {
    const { body } = await login("nobody@wayfare.test", "Agent@123");
    expect(body.errors[0].errCode).toBe("801");
  });

  it("802 'Your account is currently inactive' only with the right password", async () => {
    expect((await login("inactive@wayfare.test", "Inactive@123")).body.errors).toEqual([
      { errCode: "802", message: "Your account is currently inactive" },
    ]);
    expect((await login("inactive@wayfare.test", "wrong")).body.errors[0].errCode).toBe("801");
  });

  it("validates again with the domain schema: blank fields get the spec's messages", async () => {
    const { response, body } = await login("  ", "");
    expect(response.status).toBe(400);
    expect(body.errors).toEqual([
      { errCode: "400", message: "Please enter a valid Email or Mobile" },
      { errCode: "400", message: "Password must not be empty" },
    ]);
  });

  it("rejects a body without the data wrapper and an unknown apiName", async () => {
    const bare = await service.fetch(
      new Request("http://service.test/xms/v1/backend", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(bare.status).toBe(400);
    const unknown = await service.fetch(backendCall({ apiName: "launchRocket" }));
    expect((await unknown.json()).errors).toEqual([
      { errCode: "404", message: "Resource Not Found" },
    ]);
  });
});
