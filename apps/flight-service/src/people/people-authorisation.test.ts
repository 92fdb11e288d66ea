import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  creatableRoles,
  mayManage,
  mayManagePeople,
  PEOPLE_ACCOUNT_PATH,
  PEOPLE_CREATE_PATH,
  PEOPLE_LIST_PATH,
  PEOPLE_RESET_LINK_PATH,
  PEOPLE_ROLE_PATH,
  PEOPLE_STATUS_PATH,
  peopleListPayloadSchema,
  personSchema,
  type Role,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCall } from "../booking/booking-testing";
import type { DatabaseLocation, FlightService } from "../index";
import { expectRefusedCallsWriteNothing } from "../testing/refused-calls";
import { serviceUnderTest, testDatabase } from "../testing/service-under-test";
import { accountOfRole, callersOfEveryRole, type TestAccount } from "./people-testing";

/**
 * Issue 22's authorisation suite: every people endpoint called by every role. The target
 * is a staff member of the agency one of the callers heads, looked after by the SALES
 * caller; only the callers the domain's rules allow succeed, and a refused call writes
 * nothing (every table's row count, read with the service stopped, is what it was).
 */
const dir = mkdtempSync(join(tmpdir(), "wayfare-people-authorisation-"));
let database: DatabaseLocation;
let service: FlightService;
let callers = new Map<Role, TestAccount>();
let target: TestAccount;
/** The service's clock: moved past the 30 s between two reset links to one account. */
let clock = Date.now();
const start = () => serviceUnderTest({ database, now: () => new Date(clock) });

beforeAll(async () => {
  database = process.env.DATABASE_URL ? await testDatabase() : { pgliteDir: join(dir, "pglite") };
  service = await start();
  callers = await callersOfEveryRole(service);
  const sales = callers.get("SALES") as TestAccount;
  const agent = callers.get("AGENT") as TestAccount;
  target = await accountOfRole(service, "AGENT_STAFF", {
    partnerId: agent.partnerId,
    salesUserId: sales.userId,
  });
}, 120_000);
afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

const targetAccount = () => ({
  userId: target.userId,
  role: "AGENT_STAFF",
  partnerId: target.partnerId,
  parentPartnerId: null,
  salesUserId: (callers.get("SALES") as TestAccount).userId,
});

let serial = 0;
/** Each endpoint's call by a caller, and whether the domain's rules let that caller make it. */
function callsOf(role: Role, caller: TestAccount) {
  serial += 1;
  const manager = { userId: caller.userId, role, partnerId: caller.partnerId };
  const managesTarget = mayManage(manager, targetAccount());
  const newPerson = {
    name: `New ${role}`,
    email: `new-${serial}-${caller.userId.toLowerCase()}@authorisation.test`,
    mobile: `6${String(serial).padStart(3, "0")}${caller.userId.slice(-6).padStart(6, "0")}`,
    role: "AGENT_STAFF",
  };
  return [
    // Searched for the target: the first page is 20 accounts of however many there are.
    { path: PEOPLE_LIST_PATH, data: { query: target.userId }, allowed: mayManagePeople(role) },
    { path: PEOPLE_ACCOUNT_PATH, data: { userId: target.userId }, allowed: managesTarget },
    {
      path: PEOPLE_CREATE_PATH,
      data: newPerson,
      allowed: creatableRoles(role).includes("AGENT_STAFF"),
    },
    {
      path: PEOPLE_ROLE_PATH,
      data: { userId: target.userId, role: "AGENT_STAFF" },
      allowed: managesTarget && role !== "SALES",
    },
    {
      path: PEOPLE_STATUS_PATH,
      data: { userId: target.userId, status: "ACTIVE" },
      allowed: managesTarget,
    },
    { path: PEOPLE_RESET_LINK_PATH, data: { userId: target.userId }, allowed: managesTarget },
  ];
}

describe("people endpoints: every role calls every one (issue 22)", () => {
  it("the refused write nothing", async () => {
    const refusedCalls = [...callers].flatMap(([role, caller]) =>
      callsOf(role, caller)
        .filter((call) => !call.allowed)
        .map((call) => ({ ...call, role, token: caller.token })),
    );
    expect(refusedCalls.length).toBeGreaterThan(80);
    service = await expectRefusedCallsWriteNothing(database, service, start, refusedCalls);
  }, 120_000);

  it("only the allowed succeed: admin, the agency's head and its salesperson for the staff member; managers for the list", async () => {
    const succeeded: string[] = [];
    for (const [role, caller] of callers) {
      for (const call of callsOf(role, caller).filter((each) => each.allowed)) {
        if (call.path === PEOPLE_RESET_LINK_PATH) clock += 31_000;
        const { response, body } = await bookingCall(service, call.path, call.data, caller.token);
        expect(response.status, `${role} ${call.path}`).toBe(200);
        if (call.path === PEOPLE_LIST_PATH) {
          const listed = peopleListPayloadSchema.parse(body.payload).people;
          const managesTarget = callsOf(role, caller)[1]?.allowed;
          expect(
            listed.some((person) => person.userId === target.userId),
            role,
          ).toBe(managesTarget);
        } else personSchema.parse(body.payload);
        succeeded.push(`${role} ${call.path.replace("/xms/v1/people/", "")}`);
      }
    }
    expect(succeeded.filter((entry) => !entry.endsWith(" list")).sort()).toEqual(
      [
        "ADMIN account",
        "ADMIN role",
        "ADMIN status",
        "ADMIN reset-link",
        "AGENT account",
        "AGENT create",
        "AGENT role",
        "AGENT status",
        "AGENT reset-link",
        "SALES account",
        "SALES status",
        "SALES reset-link",
      ].sort(),
    );
  }, 120_000);
});
