import { devEndpoints, type EndpointRequest } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { backendCall, devCall, serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
let production: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest({ devEndpoints: true });
  production = await serviceUnderTest({ devEndpoints: false });
});
afterAll(async () => {
  await service.close();
  await production.close();
});

const demoLike = (target: FlightService, data: EndpointRequest<typeof devEndpoints.devAccounts>) =>
  target.fetch(devCall(devEndpoints.devAccounts, data));

async function logIn(username: string, password: string) {
  const response = await service.fetch(backendCall({ apiName: "login", username, password }));
  return (await response.json()) as { status: { success: boolean }; payload: unknown };
}

describe("POST /xms/v1/dev/accounts (tests only)", () => {
  it("makes a new agency like the demo agent's, with its own deposit, that can log in", async () => {
    const response = await demoLike(service, { like: "agent@wayfare.test" });
    expect(response.status).toBe(200);
    const { payload } = await response.json();
    expect(payload.email).toMatch(/^agent-\d+@wayfare\.test$/);
    expect(payload.partnerId).not.toBe("P100");
    expect((await logIn(payload.email, "Agent@123")).status.success).toBe(true);

    const second = (await (await demoLike(service, { like: "agent@wayfare.test" })).json()).payload;
    expect(second.email).not.toBe(payload.email);
    expect(second.mobile).not.toBe(payload.mobile);
    expect(second.partnerId).not.toBe(payload.partnerId);
  });

  it("joins an organisation when asked (an agency's staff), and keeps the platform's users on P000", async () => {
    const agent = (await (await demoLike(service, { like: "agent@wayfare.test" })).json()).payload;
    const staff = await demoLike(service, {
      like: "agentstaff@wayfare.test",
      partnerId: agent.partnerId,
    });
    expect((await staff.json()).payload.partnerId).toBe(agent.partnerId);
    const customer = await demoLike(service, { like: "customer@wayfare.test" });
    expect((await customer.json()).payload.partnerId).toBe("P000");
  });

  it("refuses what is not a demo account, and does not exist in production", async () => {
    expect((await demoLike(service, { like: "nobody@example.test" })).status).toBe(400);
    expect((await demoLike(service, { like: "agent@wayfare.test", partnerId: "x" })).status).toBe(
      400,
    );
    expect((await demoLike(production, { like: "agent@wayfare.test" })).status).toBe(404);
  });
});
