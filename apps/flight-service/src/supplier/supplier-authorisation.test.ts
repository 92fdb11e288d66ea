import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  mayLoadAllotments,
  maySeeSupplierLoads,
  mayWithdrawSupplierLoads,
  ROLES,
  type Role,
  SUPPLIER_ALLOTMENTS_LOAD_PATH,
  SUPPLIER_INVENTORY_PATH,
  SUPPLIER_LOAD_WITHDRAW_PATH,
  supplierInventoryPayloadSchema,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCall } from "../booking/booking-testing";
import type { DatabaseLocation, FlightService } from "../index";
import { accountOfRole, type TestAccount } from "../people/people-testing";
import { daysFromToday } from "../search/search-testing";
import { expectRefusedCallsWriteNothing, type RefusedCall } from "../testing/refused-calls";
import { serviceUnderTest, testDatabase } from "../testing/service-under-test";
import { allotmentCsv, flightNumberOf, flightOf } from "./supplier-testing";

/**
 * Issue 22's authorisation suite for supplier inventory (decision 0082): every supplier
 * endpoint called by every role. Only a SUPPLIER loads, a SUPPLIER or SUPPLIER_ADMIN sees
 * loads, only the SUPPLIER_ADMIN of the load's organisation withdraws it (another
 * organisation's admin is refused too); a refused call writes nothing.
 */
const dir = mkdtempSync(join(tmpdir(), "wayfare-supplier-authorisation-"));
let database: DatabaseLocation;
let service: FlightService;
const callers = new Map<Role, TestAccount>();
let otherAdmin: TestAccount;
let loadId: string;
const start = () => serviceUnderTest({ database });

const date = daysFromToday(50);
const number = flightNumberOf(flightOf("6E", "DEL", "BOM", date));
const csv = (seats: number) =>
  allotmentCsv([[number, date, "Economy", "S", `${seats}`, "4000", "800"]]);

beforeAll(async () => {
  database = process.env.DATABASE_URL ? await testDatabase() : { pgliteDir: join(dir, "pglite") };
  service = await start();
  for (const role of ROLES) {
    const supplier = callers.get("SUPPLIER");
    const place = role === "SUPPLIER_ADMIN" && supplier ? { partnerId: supplier.partnerId } : {};
    callers.set(role, await accountOfRole(service, role, place));
  }
  otherAdmin = await accountOfRole(service, "SUPPLIER_ADMIN");
  const supplier = callers.get("SUPPLIER") as TestAccount;
  const { body } = await bookingCall(
    service,
    SUPPLIER_ALLOTMENTS_LOAD_PATH,
    { csv: csv(3) },
    supplier.token,
  );
  loadId = body.payload.loadId;
}, 120_000);
afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

function callsOf(role: Role) {
  return [
    {
      path: SUPPLIER_ALLOTMENTS_LOAD_PATH,
      data: { csv: csv(5) },
      allowed: mayLoadAllotments(role),
    },
    { path: SUPPLIER_INVENTORY_PATH, data: { page: 0 }, allowed: maySeeSupplierLoads(role) },
    {
      path: SUPPLIER_LOAD_WITHDRAW_PATH,
      data: { loadId },
      allowed: mayWithdrawSupplierLoads(role),
    },
  ];
}

describe("supplier endpoints: every role calls every one (issue 22)", () => {
  it("the refused write nothing, another organisation's admin included", async () => {
    const refusedCalls: RefusedCall[] = [...callers].flatMap(([role, caller]) =>
      callsOf(role)
        .filter((call) => !call.allowed)
        .map((call) => ({ ...call, role, token: caller.token })),
    );
    refusedCalls.push({
      path: SUPPLIER_LOAD_WITHDRAW_PATH,
      data: { loadId },
      role: "SUPPLIER_ADMIN of another organisation",
      token: otherAdmin.token,
    });
    expect(refusedCalls.length).toBeGreaterThan(45);
    service = await expectRefusedCallsWriteNothing(database, service, start, refusedCalls);
  }, 120_000);

  it("only the allowed succeed: the supplier loads and sees, its admin sees and withdraws", async () => {
    const succeeded: string[] = [];
    for (const [role, caller] of callers) {
      for (const call of callsOf(role).filter((each) => each.allowed)) {
        const { response } = await bookingCall(service, call.path, call.data, caller.token);
        expect(response.status, `${role} ${call.path}`).toBe(200);
        succeeded.push(`${role} ${call.path.replace("/xms/v1/supplier/", "")}`);
      }
    }
    expect(succeeded.sort()).toEqual([
      "SUPPLIER allotments/load",
      "SUPPLIER inventory",
      "SUPPLIER_ADMIN inventory",
      "SUPPLIER_ADMIN load/withdraw",
    ]);
    const admin = callers.get("SUPPLIER_ADMIN") as TestAccount;
    const { body } = await bookingCall(service, SUPPLIER_INVENTORY_PATH, {}, admin.token);
    const loads = supplierInventoryPayloadSchema.parse(body.payload).loads;
    expect(loads.map((load) => load.status).sort()).toEqual(["ON_SALE", "WITHDRAWN"]);
  }, 120_000);
});
