import { readTokenClaims } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
let agentToken: string;
beforeAll(async () => {
  service = await serviceUnderTest();
  const response = await service.fetch(
    backendCall({ apiName: "login", username: "agent@wayfare.test", password: "Agent@123" }),
  );
  agentToken = response.headers.get("authorization") ?? "";
});
afterAll(() => service.close());

describe('apiName "currentUser"', () => {
  it("answers who holds the token and rotates it", async () => {
    const response = await service.fetch(
      backendCall({ apiName: "currentUser" }, { authorization: `Bearer ${agentToken}` }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).payload.userInfo).toMatchObject({
      userId: "U1001",
      role: "AGENT",
    });
    const rotated = response.headers.get("authorization") ?? "";
    expect(readTokenClaims(rotated)?.subject.userId).toBe("U1001");
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
