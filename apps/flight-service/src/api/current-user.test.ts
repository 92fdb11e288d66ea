import { readTokenClaims } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
let agentToken: string;
let clock = new Date();
beforeAll(async () => {
  service = await serviceUnderTest({ now: () => clock });
  const response = await service.fetch(
    backendCall({ apiName: "login", username: "agent@wayfare.test", password: "Agent@123" }),
  );
  agentToken = response.headers.get("authorization") ?? "";
});
afterAll(() => service.close());

describe('apiName "currentUser"', () => {
  it("answers who holds the token, and renews a token a minute old (decision 0049)", async () => {
    const ask = () =>
      service.fetch(
        backendCall({ apiName: "currentUser" }, { authorization: `Bearer ${agentToken}` }),
      );
    const fresh = await ask();
    expect(fresh.status).toBe(200);
    expect((await fresh.json()).payload.userInfo).toMatchObject({
      userId: "U1001",
      role: "AGENT",
    });
    expect(fresh.headers.get("authorization")).toBeNull();
    clock = new Date(clock.getTime() + 60_000);
    const renewed = (await ask()).headers.get("authorization") ?? "";
    expect(readTokenClaims(renewed)?.subject.userId).toBe("U1001");
  });

  it("403 'Invalid Access' without a token or with a forged one", async () => {
    for (const authorization of [undefined, "Bearer nonsense", `${agentToken.slice(0, -4)}AAAA`]) {
      const headers: Record<string, string> = authorization ? { authorization } : {};
      const response = await service.fetch(backendCall({ apiName: "currentUser" }, headers));
      expect(response.status).toBe(403);
      expect(response.headers.get("authorization")).toBeNull();
      expect((await response.json()).errors).toEqual([
        { errCode: "403", message: "Invalid Access" },
      ]);
    }
  });
});
