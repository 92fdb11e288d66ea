import { CORPORATE_EMPLOYEES_PATH, corporateEmployeesPayloadSchema } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedInLike } from "../after-booking/after-booking-testing";
import { bookingCall, guestToken } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest({ devEndpoints: true });
});
afterAll(() => service.close());

async function employees(token: string) {
  const { response, body } = await bookingCall(service, CORPORATE_EMPLOYEES_PATH, {}, token);
  expect(response.status).toBe(200);
  return corporateEmployeesPayloadSchema.parse(body.payload).employees;
}

/** A company of the test's own: its account, travel desk and two employees, logged in. */
async function company() {
  const account = await loggedInLike(service, "corporate@acme.test", "Corporate@123");
  const { partnerId } = account;
  const desk = await loggedInLike(service, "traveldesk@acme.test", "Traveldesk@123", partnerId);
  const first = await loggedInLike(service, "employee@acme.test", "Employee@123", partnerId);
  const second = await loggedInLike(service, "employee2@acme.test", "Employee@123", partnerId);
  return { account, desk, first, second };
}

describe("POST /xms/v1/corporate/employees", () => {
  it("answers the company's own people to its account and travel desk, with email and mobile", async () => {
    const { account, desk } = await company();
    const other = await company();
    const listed = await employees(account.token);
    expect(listed).toHaveLength(3);
    expect(listed.map((employee) => employee.name)).toEqual(
      [...listed.map((employee) => employee.name)].sort(),
    );
    for (const employee of listed) {
      expect(employee.email).toMatch(/@acme\.test$/);
      expect(employee.mobile).toMatch(/^7\d{9}$/);
    }
    expect(listed.some((employee) => employee.name === "Acme Industries")).toBe(false);
    expect(await employees(desk.token)).toEqual(listed);
    const others = await employees(other.account.token);
    expect(others).toHaveLength(3);
    expect(others.filter((employee) => listed.some((mine) => mine.id === employee.id))).toEqual([]);
  });

  it("answers none to an employee, an agent or a guest, and 403 without a token", async () => {
    const { first } = await company();
    expect(await employees(first.token)).toEqual([]);
    const agent = await loggedInLike(service, "agent@wayfare.test", "Agent@123");
    expect(await employees(agent.token)).toEqual([]);
    expect(await employees(await guestToken(service))).toEqual([]);
    const anonymous = await bookingCall(service, CORPORATE_EMPLOYEES_PATH, {});
    expect(anonymous.response.status).toBe(403);
    const extra = await bookingCall(
      service,
      CORPORATE_EMPLOYEES_PATH,
      { partnerId: "P200" },
      first.token,
    );
    expect(extra.response.status).toBe(400);
  });
});
