import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  MONEY_ACCOUNT_PATH,
  MONEY_ACCOUNTS_PATH,
  MONEY_MOVE_PATH,
  MONEY_STATEMENT_CSV_PATH,
  mayManageMoney,
  mayManageMoneyOf,
  moneyAccountPayloadSchema,
  moneyAccountsPayloadSchema,
  moneyMovePayloadSchema,
  moneyStatementCsvPayloadSchema,
  ROLES,
  type Role,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCall } from "../booking/booking-testing";
import type { DatabaseLocation, FlightService } from "../index";
import { accountOfRole, type TestAccount } from "../people/people-testing";
import { expectRefusedCallsWriteNothing } from "../testing/refused-calls";
import { serviceUnderTest, testDatabase } from "../testing/service-under-test";

/**
 * Issue 22's authorisation suite for money (decision 0077): every money endpoint called by
 * every role. The target is an agency the DISTRIBUTOR caller opened; only the callers the
 * domain's `moneyScope` allows succeed, and a refused call writes nothing (every table's row
 * count, read with the service stopped, is what it was).
 */
const dir = mkdtempSync(join(tmpdir(), "wayfare-money-authorisation-"));
let database: DatabaseLocation;
let service: FlightService;
const callers = new Map<Role, TestAccount>();
let target: TestAccount;
const start = () => serviceUnderTest({ database });

beforeAll(async () => {
  database = process.env.DATABASE_URL ? await testDatabase() : { pgliteDir: join(dir, "pglite") };
  service = await start();
  for (const role of ROLES) callers.set(role, await accountOfRole(service, role));
  const distributor = callers.get("DISTRIBUTOR") as TestAccount;
  target = await accountOfRole(service, "AGENT", { parentPartnerId: distributor.partnerId });
}, 120_000);
afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

const targetAccount = () => ({
  userId: target.userId,
  role: "AGENT",
  partnerId: target.partnerId,
  parentPartnerId: (callers.get("DISTRIBUTOR") as TestAccount).partnerId,
  salesUserId: null,
});

/** Each endpoint's call by a caller, and whether the domain's rules let that caller make it. */
function callsOf(role: Role, caller: TestAccount) {
  const manager = { userId: caller.userId, role, partnerId: caller.partnerId };
  const looksAfterTarget = mayManageMoneyOf(manager, targetAccount());
  const userId = target.userId;
  return [
    { path: MONEY_ACCOUNTS_PATH, data: {}, allowed: mayManageMoney(role) },
    { path: MONEY_ACCOUNT_PATH, data: { userId }, allowed: looksAfterTarget },
    {
      path: MONEY_MOVE_PATH,
      data: {
        userId,
        wallet: "CREDIT_LINE",
        direction: "add",
        amount: 100_000,
        reason: `Limit by ${role}`,
        idempotencyKey: crypto.randomUUID(),
      },
      allowed: looksAfterTarget,
    },
    {
      path: MONEY_STATEMENT_CSV_PATH,
      data: { userId, wallet: "CREDIT_LINE" },
      allowed: looksAfterTarget,
    },
  ];
}

const PAYLOADS = {
  [MONEY_ACCOUNTS_PATH]: moneyAccountsPayloadSchema,
  [MONEY_ACCOUNT_PATH]: moneyAccountPayloadSchema,
  [MONEY_MOVE_PATH]: moneyMovePayloadSchema,
  [MONEY_STATEMENT_CSV_PATH]: moneyStatementCsvPayloadSchema,
};

describe("money endpoints: every role calls every one (issue 22)", () => {
  it("the refused write nothing", async () => {
    const refusedCalls = [...callers].flatMap(([role, caller]) =>
      callsOf(role, caller)
        .filter((call) => !call.allowed)
        .map((call) => ({ ...call, role, token: caller.token })),
    );
    expect(refusedCalls.length).toBeGreaterThan(55);
    service = await expectRefusedCallsWriteNothing(database, service, start, refusedCalls);
  }, 120_000);

  it("only the allowed succeed: admin, accounts and the agency's distributor", async () => {
    const succeeded: string[] = [];
    for (const [role, caller] of callers) {
      for (const call of callsOf(role, caller).filter((each) => each.allowed)) {
        const { response, body } = await bookingCall(service, call.path, call.data, caller.token);
        expect(response.status, `${role} ${call.path}`).toBe(200);
        PAYLOADS[call.path as keyof typeof PAYLOADS].parse(body.payload);
        succeeded.push(`${role} ${call.path.replace("/xms/v1/money/", "")}`);
      }
    }
    expect(succeeded.sort()).toEqual(
      ["ADMIN", "ACCOUNTS", "DISTRIBUTOR"]
        .flatMap((role) =>
          ["accounts", "account", "move", "statement/csv"].map((path) => `${role} ${path}`),
        )
        .sort(),
    );
    const statement = await bookingCall(
      service,
      MONEY_ACCOUNT_PATH,
      { userId: target.userId, wallet: "CREDIT_LINE" },
      (callers.get("ADMIN") as TestAccount).token,
    );
    const reasons = moneyAccountPayloadSchema
      .parse(statement.body.payload)
      .statement.entries.map((entry) => entry.reason)
      .filter((reason) => reason.startsWith("Limit by"))
      .sort();
    expect(reasons).toEqual(["Limit by ACCOUNTS", "Limit by ADMIN", "Limit by DISTRIBUTOR"]);
  }, 120_000);
});
