import { parseTokenSubject, sessionPayloadSchema } from "@wayfare/domain";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

const defaultToken = () => service.fetch(new Request("http://service.test/ums/v1/default-token"));

describe("GET /ums/v1/default-token (F§4)", () => {
  it("issues a GUEST token with a visitor id of its own", async () => {
    const first = await defaultToken();
    const second = await defaultToken();
    expect(first.status).toBe(200);
    const subjects = [first, second].map((response) =>
      parseTokenSubject(decodeJwt(response.headers.get("authorization") ?? "").sub),
    );
    expect(subjects[0]).toMatchObject({ role: "GUEST", partnerId: "P000", name: "Guest" });
    expect(subjects[0]?.userId).toMatch(/^GUEST-/);
    expect(subjects[0]?.userId).not.toBe(subjects[1]?.userId);
    const { userInfo } = sessionPayloadSchema.parse((await first.json()).payload);
    expect(userInfo).toMatchObject({ role: "GUEST", email: "" });
  });

  it("currentUser answers a visitor from the token alone", async () => {
    const token = (await defaultToken()).headers.get("authorization") ?? "";
    const response = await service.fetch(
      backendCall({ apiName: "currentUser" }, { authorization: `Bearer ${token}` }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).payload.userInfo).toMatchObject({ role: "GUEST", mobile: null });
  });

  it("the guest token is a valid token: a guest has empty wallets", async () => {
    const token = (await defaultToken()).headers.get("authorization") ?? "";
    const response = await service.fetch(
      backendCall({ apiName: "balance" }, { authorization: `Bearer ${token}` }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).payload.tjCashPoints).toBe(0);
  });
});
