import {
  AUDIT_LOG_PATH,
  auditLogPayloadSchema,
  MONEY_ACCOUNT_PATH,
  MONEY_ACCOUNTS_PATH,
  MONEY_MESSAGES,
  MONEY_MOVE_PATH,
  MONEY_STATEMENT_CSV_PATH,
  moneyAccountPayloadSchema,
  moneyAccountsPayloadSchema,
  moneyMovePayloadSchema,
  moneyStatementCsvPayloadSchema,
  USER_DUE_INFO_PATH,
  userDueInfoPayloadSchema,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCall } from "../booking/booking-testing";
import { furnitureCall } from "../furniture/furniture-testing";
import type { FlightService } from "../index";
import { accountOfRole, type TestAccount } from "../people/people-testing";
import { serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
let admin: TestAccount;
let accounts: TestAccount;
let distributor: TestAccount;
let agent: TestAccount;
beforeAll(async () => {
  service = await serviceUnderTest();
  admin = await accountOfRole(service, "ADMIN");
  accounts = await accountOfRole(service, "ACCOUNTS");
  distributor = await accountOfRole(service, "DISTRIBUTOR");
  agent = await accountOfRole(service, "AGENT", { parentPartnerId: distributor.partnerId });
}, 60_000);
afterAll(() => service.close());

const call = (path: string, data: unknown, token: string) =>
  bookingCall(service, path, data, token);
const key = () => crypto.randomUUID();

async function moneyOf(userId: string, token: string, asked: Record<string, unknown> = {}) {
  const { body } = await call(MONEY_ACCOUNT_PATH, { userId, ...asked }, token);
  return moneyAccountPayloadSchema.parse(body.payload);
}

const deposit = (idempotencyKey: string, amount = 5_000_000) => ({
  userId: agent.userId,
  wallet: "DEPOSIT",
  direction: "add",
  amount,
  reason: "Opening deposit",
  idempotencyKey,
});

async function audited(subject: string) {
  const { body } = await call(AUDIT_LOG_PATH, { subject }, admin.token);
  return auditLogPayloadSchema.parse(body.payload).entries;
}

describe("money (issue 22, decision 0077)", () => {
  it("a distributor gives its agency a ₹50,000 deposit: one ledger entry with who and why, audited once however often it is sent", async () => {
    const before = (await moneyOf(agent.userId, distributor.token)).account.dues.deposit.balance;
    const idempotencyKey = key();
    const sent = await Promise.all(
      [1, 2, 3].map(() => call(MONEY_MOVE_PATH, deposit(idempotencyKey), distributor.token)),
    );
    const answers = sent.map(({ response, body }) => {
      expect(response.status).toBe(200);
      return moneyMovePayloadSchema.parse(body.payload);
    });
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.entry.id)).size).toBe(1);
    const again = await call(MONEY_MOVE_PATH, deposit(idempotencyKey), distributor.token);
    expect(moneyMovePayloadSchema.parse(again.body.payload).replayed).toBe(true);

    const money = await moneyOf(agent.userId, distributor.token);
    expect(money.account.dues.deposit.balance).toBe(before + 5_000_000);
    const [newest] = money.statement.entries;
    expect(newest).toMatchObject({
      reason: "Opening deposit",
      amount: 5_000_000,
      balance: before + 5_000_000,
      enteredBy: { userId: distributor.userId },
    });
    const entries = (await audited(agent.userId)).filter(
      (entry) => entry.action === "money.deposit",
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: distributor.userId,
      before: { wallet: "DEPOSIT", balance: before },
      after: { wallet: "DEPOSIT", balance: before + 5_000_000, reason: "Opening deposit" },
    });
  });

  it("the same key with another movement is refused, and writes nothing", async () => {
    const idempotencyKey = key();
    await call(MONEY_MOVE_PATH, deposit(idempotencyKey, 10_000), distributor.token);
    const total = (await moneyOf(agent.userId, distributor.token)).statement.total;
    const { response } = await call(
      MONEY_MOVE_PATH,
      deposit(idempotencyKey, 20_000),
      distributor.token,
    );
    expect(response.status).toBe(409);
    expect((await moneyOf(agent.userId, distributor.token)).statement.total).toBe(total);
  });

  it("a deposit never goes below zero: taking more than it holds is refused with the reason", async () => {
    const held = (await moneyOf(agent.userId, accounts.token)).account.dues.deposit.balance;
    const { response, body } = await call(
      MONEY_MOVE_PATH,
      { ...deposit(key(), held + 100), direction: "take", reason: "Refund of the deposit" },
      accounts.token,
    );
    expect(response.status).toBe(400);
    expect(body.errors[0].message).toBe(MONEY_MESSAGES.notEnough.DEPOSIT);
    expect((await moneyOf(agent.userId, accounts.token)).account.dues.deposit.balance).toBe(held);
  });

  it("accounts raise a credit limit: the statement shows the entry and user-due-info the limit", async () => {
    const before = (await moneyOf(agent.userId, accounts.token)).account.dues.creditLine;
    const { body } = await call(
      MONEY_MOVE_PATH,
      {
        userId: agent.userId,
        wallet: "CREDIT_LINE",
        direction: "add",
        amount: 2_500_000,
        reason: "Season's limit",
        idempotencyKey: key(),
      },
      accounts.token,
    );
    const moved = moneyMovePayloadSchema.parse(body.payload);
    expect(moved.account.dues.creditLine.limit).toBe(before.limit + 2_500_000);
    const money = await moneyOf(agent.userId, accounts.token, { wallet: "CREDIT_LINE" });
    expect(money.statement.entries[0]).toMatchObject({
      reason: "Season's limit",
      amount: 2_500_000,
      enteredBy: { userId: accounts.userId },
    });
    const dues = await furnitureCall(service, USER_DUE_INFO_PATH, { token: agent.token });
    expect(userDueInfoPayloadSchema.parse(dues.body.payload).creditLine.limit).toBe(
      before.limit + 2_500_000,
    );
    const audit = await audited(agent.userId);
    expect(audit.some((entry) => entry.action === "money.credit-limit")).toBe(true);
  });

  it("the statement: oldest or newest first with the same running balance, paged, and as CSV", async () => {
    const newest = await moneyOf(agent.userId, admin.token);
    const oldest = await moneyOf(agent.userId, admin.token, { direction: "ascending" });
    expect(oldest.statement.total).toBe(newest.statement.total);
    const last = oldest.statement.entries.at(-1);
    const first = newest.statement.entries.find((entry) => entry.id === last?.id);
    if (first) expect(first.balance).toBe(last?.balance);
    expect(oldest.statement.entries[0]?.balance).toBe(oldest.statement.entries[0]?.amount);

    const { body } = await call(
      MONEY_STATEMENT_CSV_PATH,
      { userId: agent.userId, wallet: "DEPOSIT" },
      accounts.token,
    );
    const file = moneyStatementCsvPayloadSchema.parse(body.payload);
    expect(file.fileName).toMatch(
      new RegExp(`^statement-${agent.userId}-deposit-\\d{4}-\\d\\d-\\d\\d\\.csv$`),
    );
    const lines = file.csv.split("\r\n");
    expect(lines[0]).toBe("Date,Description,Reference,Credit,Debit,Balance,Entered by");
    expect(lines.some((line) => line.includes("Opening deposit,,50000.00,"))).toBe(true);
  });

  it("lists the accounts a manager looks after with their dues: a distributor its agencies only", async () => {
    const other = await accountOfRole(service, "AGENT");
    const listed = async (token: string, query: string) =>
      moneyAccountsPayloadSchema
        .parse((await call(MONEY_ACCOUNTS_PATH, { query }, token)).body.payload)
        .accounts.map((account) => account.userId);
    expect(await listed(distributor.token, agent.userId)).toEqual([agent.userId]);
    expect(await listed(distributor.token, other.userId)).toEqual([]);
    expect(await listed(accounts.token, other.userId)).toEqual([other.userId]);
    const { response } = await call(
      MONEY_MOVE_PATH,
      { ...deposit(key()), userId: other.userId },
      distributor.token,
    );
    expect(response.status).toBe(404);
  });
});
