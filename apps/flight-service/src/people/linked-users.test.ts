import {
  AUDIT_LOG_PATH,
  auditLogPayloadSchema,
  devEndpoints,
  fromRupees,
  LINKED_USER_DETAILS_PATH,
  linkedUserDetailsPayloadSchema,
  PEOPLE_LINK_PATH,
  PEOPLE_STATUS_PATH,
  PEOPLE_UNLINK_PATH,
  readTokenClaims,
  TOGGLE_LINKED_USER_PATH,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balance, loginToken } from "../after-booking/after-booking-testing";
import { bookingCall } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { devCall, serviceUnderTest } from "../testing/service-under-test";
import { accountOfRole, type TestAccount } from "./people-testing";

let service: FlightService;
let admin: TestAccount;
beforeAll(async () => {
  service = await serviceUnderTest();
  admin = await accountOfRole(service, "ADMIN");
});
afterAll(() => service.close());

const call = (path: string, data: unknown, token: string) =>
  bookingCall(service, path, data, token);
const linkedAccounts = async (token: string) =>
  linkedUserDetailsPayloadSchema.parse(
    (await call(LINKED_USER_DETAILS_PATH, {}, token)).body.payload,
  ).accounts;

/** An agent of a second agency (the Goa demo's ₹75,000 deposit) linked with `linkedTo`. */
async function secondAgency(linkedTo: string): Promise<TestAccount> {
  const response = await service.fetch(
    devCall(devEndpoints.devAccounts, { like: "agent-goa@wayfare.test", linkedTo }),
  );
  const made = (await response.json()).payload as Omit<TestAccount, "token">;
  return { ...made, token: await loginToken(service, made.email, made.password) };
}

describe("linked users (F§4, F§7; decision 0080)", () => {
  it("lists the caller's linked accounts, its own first; nothing for an account without links", async () => {
    const agent = await accountOfRole(service, "AGENT");
    const goa = await secondAgency(agent.userId);
    const accounts = await linkedAccounts(agent.token);
    expect(accounts.map(({ userId, current }) => ({ userId, current }))).toEqual([
      { userId: agent.userId, current: true },
      { userId: goa.userId, current: false },
    ]);
    const loner = await accountOfRole(service, "AGENT");
    expect(await linkedAccounts(loner.token)).toEqual([]);
  });

  it("switches without logging out: the new token is the linked account's, the old one stops working, and the wallet is the new account's", async () => {
    const agent = await accountOfRole(service, "AGENT");
    const goa = await secondAgency(agent.userId);
    const switched = await call(TOGGLE_LINKED_USER_PATH, { userId: goa.userId }, agent.token);
    expect(switched.response.status).toBe(200);
    expect(switched.body.payload.userInfo.userId).toBe(goa.userId);
    const token = switched.response.headers.get("authorization") ?? "";
    expect(readTokenClaims(token)?.subject.userId).toBe(goa.userId);

    expect(await balance(service, token)).toBe(fromRupees(75_000));
    expect((await call(LINKED_USER_DETAILS_PATH, {}, agent.token)).response.status).toBe(403);
    expect((await linkedAccounts(token)).find((account) => account.current)?.userId).toBe(
      goa.userId,
    );

    const back = await call(TOGGLE_LINKED_USER_PATH, { userId: agent.userId }, token);
    expect(back.body.payload.userInfo.userId).toBe(agent.userId);

    const { body } = await call(AUDIT_LOG_PATH, { subject: goa.userId }, admin.token);
    const [entry] = auditLogPayloadSchema.parse(body.payload).entries;
    expect(entry).toMatchObject({ action: "user.switch-account", actorId: agent.userId });
  });

  it("refuses an account not linked to the caller's, and the caller's own, as 404; the session goes on", async () => {
    const agent = await accountOfRole(service, "AGENT");
    await secondAgency(agent.userId);
    const stranger = await accountOfRole(service, "AGENT");
    for (const userId of [stranger.userId, agent.userId, "U999999"]) {
      const refused = await call(TOGGLE_LINKED_USER_PATH, { userId }, agent.token);
      expect(refused.response.status).toBe(404);
      expect(refused.response.headers.get("authorization")).toBeNull();
    }
    expect(await linkedAccounts(agent.token)).toHaveLength(2);
  });

  it("refuses an inactive linked account with 802", async () => {
    const agent = await accountOfRole(service, "AGENT");
    const goa = await secondAgency(agent.userId);
    const off = await call(
      PEOPLE_STATUS_PATH,
      { userId: goa.userId, status: "INACTIVE" },
      admin.token,
    );
    expect(off.response.status).toBe(200);
    const refused = await call(TOGGLE_LINKED_USER_PATH, { userId: goa.userId }, agent.token);
    expect(refused.response.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { errCode: "802", message: "Your account is currently inactive" },
    ]);
  });
});

describe("a manager links and unlinks one person's accounts (decision 0080)", () => {
  it("an admin links two agencies' accounts, reads the links, and unlinks them; each audited", async () => {
    const [first, second] = [
      await accountOfRole(service, "AGENT"),
      await accountOfRole(service, "AGENT"),
    ];
    const linked = await call(
      PEOPLE_LINK_PATH,
      { userId: second.userId, linkedTo: first.userId },
      admin.token,
    );
    expect(linked.response.status).toBe(200);
    expect(
      linkedUserDetailsPayloadSchema.parse(linked.body.payload).accounts.map((a) => a.userId),
    ).toEqual([second.userId, first.userId]);
    const again = await call(
      PEOPLE_LINK_PATH,
      { userId: second.userId, linkedTo: first.userId },
      admin.token,
    );
    expect(again.response.status).toBe(200);
    expect((await linkedAccounts(first.token)).map((account) => account.userId)).toContain(
      second.userId,
    );
    const read = await call(LINKED_USER_DETAILS_PATH, { userId: first.userId }, admin.token);
    expect(linkedUserDetailsPayloadSchema.parse(read.body.payload).accounts).toHaveLength(2);

    const unlinked = await call(PEOPLE_UNLINK_PATH, { userId: second.userId }, admin.token);
    expect(linkedUserDetailsPayloadSchema.parse(unlinked.body.payload).accounts).toEqual([]);
    expect(await linkedAccounts(first.token)).toEqual([]);

    const { body } = await call(AUDIT_LOG_PATH, { subject: second.userId }, admin.token);
    const actions = auditLogPayloadSchema.parse(body.payload).entries.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["user.link", "user.unlink"]));
  });

  it("refuses an account with itself and one already linked elsewhere, in the spec's words of ours", async () => {
    const agent = await accountOfRole(service, "AGENT");
    const goa = await secondAgency(agent.userId);
    const other = await accountOfRole(service, "AGENT");
    const self = await call(
      PEOPLE_LINK_PATH,
      { userId: other.userId, linkedTo: other.userId },
      admin.token,
    );
    expect(self.body.errors[0].message).toBe("An account cannot be linked to itself.");
    const taken = await call(
      PEOPLE_LINK_PATH,
      { userId: goa.userId, linkedTo: other.userId },
      admin.token,
    );
    expect(taken.response.status).toBe(400);
    expect(taken.body.errors[0].message).toBe(
      "This account is already linked to other accounts: unlink it first.",
    );
  });

  it("an agent may not link its account with another agency's, nor read another's links: 404, nothing written", async () => {
    const agent = await accountOfRole(service, "AGENT");
    const other = await accountOfRole(service, "AGENT");
    const refused = await call(
      PEOPLE_LINK_PATH,
      { userId: agent.userId, linkedTo: other.userId },
      agent.token,
    );
    expect(refused.response.status).toBe(404);
    const read = await call(LINKED_USER_DETAILS_PATH, { userId: other.userId }, agent.token);
    expect(read.response.status).toBe(404);
    expect(await linkedAccounts(agent.token)).toEqual([]);
    expect(await linkedAccounts(other.token)).toEqual([]);
  });
});
