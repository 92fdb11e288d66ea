import { REQUEST_HEADERS, ROLES } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";
import { DEMO_ACCOUNTS } from "./demo-accounts";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

describe("demo accounts (README)", () => {
  it("cover all 18 roles of F§6 with an active account", () => {
    const activeRoles = new Set(
      DEMO_ACCOUNTS.filter((account) => account.status === "ACTIVE").map((a) => a.role),
    );
    expect([...activeRoles].sort()).toEqual([...ROLES].sort());
  });

  it("keep the first six accounts' ids", () => {
    expect(DEMO_ACCOUNTS.slice(0, 6).map((account) => account.id)).toEqual([
      "U1001",
      "U1002",
      "U1003",
      "U1004",
      "U1005",
      "U1006",
    ]);
  });

  it("every active account signs in with its documented password and role, on its brand's host", async () => {
    for (const account of DEMO_ACCOUNTS.filter((a) => a.status === "ACTIVE")) {
      const host: Record<string, string> = account.whiteLabel
        ? { [REQUEST_HEADERS.whiteLabelKey]: account.whiteLabel }
        : {};
      const response = await service.fetch(
        backendCall(
          { apiName: "login", username: account.email, password: account.password },
          host,
        ),
      );
      const body = await response.json();
      expect(body.payload?.userInfo, account.email).toMatchObject({
        userId: account.id,
        partnerId: account.partnerId,
        role: account.role,
      });
    }
  });

  it("the corporate account and its employees share a partner id", () => {
    const acme = DEMO_ACCOUNTS.filter((account) => account.partnerId === "P200");
    expect(acme.map((account) => account.role).sort()).toEqual([
      "CORPORATE",
      "CORPORATE_EMPLOYEE",
      "CORPORATE_EMPLOYEE",
      "CORPORATE_STAFF",
    ]);
  });
});
