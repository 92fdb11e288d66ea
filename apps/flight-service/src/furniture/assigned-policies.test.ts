import { ASSIGNED_POLICIES_PATH, assignedPoliciesPayloadSchema, POLICY_IDS } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginToken } from "../after-booking/after-booking-testing";
import { guestToken } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { furnitureCall } from "./furniture-testing";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

const PID = POLICY_IDS.lowestFareReason;

async function policies(token: string, pids: string[], userIds: string[]) {
  return furnitureCall(service, ASSIGNED_POLICIES_PATH, { data: { pids, userIds }, token });
}

describe("POST /xms/v1/user/assigned-policies", () => {
  it("a corporate employee must give a reason for a fare above the lowest", async () => {
    const token = await loginToken(service, "employee@acme.test", "Employee@123");
    const { response, body } = await policies(token, [PID], ["U1004"]);
    expect(response.status).toBe(200);
    const payload = assignedPoliciesPayloadSchema.parse(body.payload);
    expect(payload.policies[0]?.value.output.value).toBe(true);
  });

  it("an agent and a customer need not; an unknown policy applies to nobody", async () => {
    const agent = await loginToken(service, "agent@wayfare.test", "Agent@123");
    expect(
      (await policies(agent, [PID], ["U1001"])).body.payload.policies[0].value.output.value,
    ).toBe(false);
    const customer = await loginToken(service, "customer@wayfare.test", "Customer@123");
    expect(
      (await policies(customer, [PID], ["U1002"])).body.payload.policies[0].value.output.value,
    ).toBe(false);
    const employee = await loginToken(service, "employee@acme.test", "Employee@123");
    const unknown = await policies(employee, ["NO_SUCH_POLICY", PID], ["U1004"]);
    expect(
      unknown.body.payload.policies.map(
        (p: { value: { output: { value: boolean } } }) => p.value.output.value,
      ),
    ).toEqual([false, true]);
  });

  it("the travel desk reads its company's employees, not other companies' users", async () => {
    const desk = await loginToken(service, "traveldesk@acme.test", "Traveldesk@123");
    const { body } = await policies(desk, [PID], ["U1004", "U1017"]);
    expect(body.payload.policies).toEqual([
      { pid: PID, userId: "U1004", value: { output: { value: true } } },
      { pid: PID, userId: "U1017", value: { output: { value: true } } },
    ]);
    expect((await policies(desk, [PID], ["U1001"])).response.status).toBe(403);
  });

  it("403 for someone else's user id, a guest and no token; 400 for bad input", async () => {
    const employee = await loginToken(service, "employee@acme.test", "Employee@123");
    expect((await policies(employee, [PID], ["U1017"])).response.status).toBe(403);
    expect((await policies(employee, [PID], ["U9999"])).response.status).toBe(403);
    expect((await policies(await guestToken(service), [PID], ["U1004"])).response.status).toBe(403);
    expect(
      (
        await furnitureCall(service, ASSIGNED_POLICIES_PATH, {
          data: { pids: [PID], userIds: ["U1004"] },
        })
      ).response.status,
    ).toBe(403);
    for (const data of [
      { pids: [], userIds: ["U1004"] },
      { pids: [PID] },
      { pids: ["x".repeat(65)], userIds: ["U1"] },
    ]) {
      const { response, body } = await furnitureCall(service, ASSIGNED_POLICIES_PATH, {
        data,
        token: employee,
      });
      expect(response.status).toBe(400);
      expect(body.errors[0].errCode).toBe("400");
    }
  });
});
