import {
  AUDIT_LOG_PATH,
  auditLogPayloadSchema,
  PEOPLE_ACCOUNT_PATH,
  PEOPLE_CREATE_PATH,
  PEOPLE_LIST_PATH,
  PEOPLE_RESET_LINK_PATH,
  PEOPLE_ROLE_PATH,
  PEOPLE_STATUS_PATH,
  peopleListPayloadSchema,
  personSchema,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginToken } from "../after-booking/after-booking-testing";
import { bookingCall } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";
import { accountOfRole, setPasswordEmailTo, type TestAccount } from "./people-testing";

let service: FlightService;
let admin: TestAccount;
beforeAll(async () => {
  service = await serviceUnderTest();
  admin = await accountOfRole(service, "ADMIN");
});
afterAll(() => service.close());

const call = (path: string, data: unknown, token: string) =>
  bookingCall(service, path, data, token);
const list = async (token: string, data: Record<string, unknown> = {}) =>
  peopleListPayloadSchema.parse((await call(PEOPLE_LIST_PATH, data, token)).body.payload);
const uniqueEmail = (name: string) => `${name}-${crypto.randomUUID()}@people.test`;
const uniqueMobile = () => `8${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

async function auditedAbout(subject: string) {
  const { body } = await call(AUDIT_LOG_PATH, { subject }, admin.token);
  return auditLogPayloadSchema.parse(body.payload).entries;
}

const setPasswordEmail = (email: string) => setPasswordEmailTo(service, email);

describe("accounts and people (issue 22, decision 0070)", () => {
  it("an agent invites a staff member, who sets a password from the email's link and logs in", async () => {
    const agent = await accountOfRole(service, "AGENT");
    const email = uniqueEmail("staff");
    const { response, body } = await call(
      PEOPLE_CREATE_PATH,
      { name: "Kiran Staff", email, mobile: uniqueMobile(), role: "AGENT_STAFF" },
      agent.token,
    );
    expect(response.status).toBe(200);
    const staff = personSchema.parse(body.payload);
    expect(staff).toMatchObject({
      role: "AGENT_STAFF",
      partnerId: agent.partnerId,
      status: "ACTIVE",
    });

    const invitation = await setPasswordEmail(email);
    expect(invitation.subject).toBe("You have been invited to Wayfare");
    expect(invitation.query.get("userName")).toBe(email);
    const reset = await service.fetch(
      backendCall({
        apiName: "reset",
        userName: email,
        requestId: invitation.query.get("requestId"),
        otp: invitation.code,
        newPassword: "Staff@1234",
        reTypePassword: "Staff@1234",
      }),
    );
    expect((await reset.json()).status.success).toBe(true);
    expect(await loginToken(service, email, "Staff@1234")).not.toBe("");

    const [entry] = await auditedAbout(staff.userId);
    expect(entry).toMatchObject({
      actorId: agent.userId,
      action: "user.create",
      after: { role: "AGENT_STAFF", status: "ACTIVE" },
    });
  });

  it("a distributor opens an agency under it; another distributor neither sees nor changes it", async () => {
    const distributor = await accountOfRole(service, "DISTRIBUTOR");
    const other = await accountOfRole(service, "DISTRIBUTOR");
    const email = uniqueEmail("agency");
    const created = await call(
      PEOPLE_CREATE_PATH,
      { name: "Hilltop Travels", email, mobile: uniqueMobile(), role: "AGENT" },
      distributor.token,
    );
    const agency = personSchema.parse(created.body.payload);
    expect(agency.partnerId).not.toBe(distributor.partnerId);
    expect((await list(distributor.token)).people.map((person) => person.userId)).toEqual([
      agency.userId,
    ]);
    expect((await list(other.token)).total).toBe(0);
    const refused = await call(
      PEOPLE_STATUS_PATH,
      { userId: agency.userId, status: "INACTIVE" },
      other.token,
    );
    expect(refused.response.status).toBe(404);
    const staffRole = await call(
      PEOPLE_CREATE_PATH,
      { name: "Not Theirs", email: uniqueEmail("x"), mobile: uniqueMobile(), role: "AGENT_STAFF" },
      distributor.token,
    );
    expect(staffRole.response.status).toBe(400);
    expect(staffRole.body.errors[0].message).toBe("You cannot give this role.");
  });

  it("searches, sorts and pages an organisation's people", async () => {
    const corporate = await accountOfRole(service, "CORPORATE");
    for (let employee = 0; employee < 3; employee += 1) {
      await accountOfRole(service, "CORPORATE_EMPLOYEE", { partnerId: corporate.partnerId });
    }
    const all = await list(corporate.token, { sort: "email", direction: "descending" });
    expect(all.total).toBe(3);
    const emails = all.people.map((person) => person.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const one = emails[1] ?? "";
    const found = await list(corporate.token, {
      query: one.slice(0, one.indexOf("@")).toUpperCase(),
    });
    expect(found.people.map((person) => person.email)).toEqual([one]);
    const beyond = await list(corporate.token, { page: 1 });
    expect(beyond).toMatchObject({ people: [], page: 1, total: 3 });
  });

  it("changes a role within what the caller may grant, audited with before and after", async () => {
    const corporate = await accountOfRole(service, "CORPORATE");
    const desk = await accountOfRole(service, "CORPORATE_STAFF", {
      partnerId: corporate.partnerId,
    });
    const employee = await accountOfRole(service, "CORPORATE_EMPLOYEE", {
      partnerId: corporate.partnerId,
    });
    const byDesk = await call(
      PEOPLE_ROLE_PATH,
      { userId: employee.userId, role: "CORPORATE_STAFF" },
      desk.token,
    );
    expect(byDesk.response.status).toBe(400);
    const promoted = await call(
      PEOPLE_ROLE_PATH,
      { userId: employee.userId, role: "CORPORATE_STAFF" },
      corporate.token,
    );
    expect(personSchema.parse(promoted.body.payload).role).toBe("CORPORATE_STAFF");
    const [entry] = await auditedAbout(employee.userId);
    expect(entry).toMatchObject({
      action: "user.role",
      before: { role: "CORPORATE_EMPLOYEE" },
      after: { role: "CORPORATE_STAFF" },
    });
  });

  it("a deactivated user's token is refused on its next call; reactivated, they log in again", async () => {
    const salesperson = await accountOfRole(service, "SALES");
    const agency = await accountOfRole(service, "AGENT", { salesUserId: salesperson.userId });
    const me = () =>
      service.fetch(backendCall({ apiName: "currentUser" }, { authorization: agency.token }));
    expect((await me()).status).toBe(200);
    const off = await call(
      PEOPLE_STATUS_PATH,
      { userId: agency.userId, status: "INACTIVE" },
      admin.token,
    );
    expect(personSchema.parse(off.body.payload).status).toBe("INACTIVE");
    expect((await me()).status).not.toBe(200);
    expect(await loginToken(service, agency.email, agency.password)).toBe("");

    const on = await call(
      PEOPLE_STATUS_PATH,
      { userId: agency.userId, status: "ACTIVE" },
      salesperson.token,
    );
    expect(personSchema.parse(on.body.payload).status).toBe("ACTIVE");
    expect(await loginToken(service, agency.email, agency.password)).not.toBe("");
    const entries = await auditedAbout(agency.userId);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ["user.reactivate", salesperson.userId],
      ["user.deactivate", admin.userId],
    ]);
  });

  it("sends a reset link to an account's email, and not twice within 30 seconds", async () => {
    const partner = await accountOfRole(service, "WHITELABEL_PARTNER");
    const customer = await accountOfRole(service, "CUSTOMER", { partnerId: partner.partnerId });
    const sent = await call(PEOPLE_RESET_LINK_PATH, { userId: customer.userId }, partner.token);
    expect(sent.response.status).toBe(200);
    expect((await setPasswordEmail(customer.email)).subject).toBe("Reset your Wayfare password");
    const again = await call(PEOPLE_RESET_LINK_PATH, { userId: customer.userId }, partner.token);
    expect(again.response.status).toBe(429);
    expect((await auditedAbout(customer.userId)).map((entry) => entry.action)).toEqual([
      "user.reset-link",
    ]);
  });

  it("refuses taken emails and mobiles with 812", async () => {
    const agent = await accountOfRole(service, "AGENT");
    const { response, body } = await call(
      PEOPLE_CREATE_PATH,
      { name: "Copy", email: agent.email, mobile: uniqueMobile(), role: "AGENT_STAFF" },
      agent.token,
    );
    expect(response.status).toBe(409);
    expect(body.errors[0].errCode).toBe("812");
  });

  it("answers the account for its manager and 404 for anyone else", async () => {
    const agent = await accountOfRole(service, "AGENT");
    const staff = await accountOfRole(service, "AGENT_STAFF", { partnerId: agent.partnerId });
    const mine = await call(PEOPLE_ACCOUNT_PATH, { userId: staff.userId }, agent.token);
    expect(personSchema.parse(mine.body.payload).email).toBe(staff.email);
    const theirs = await call(PEOPLE_ACCOUNT_PATH, { userId: agent.userId }, staff.token);
    expect(theirs.response.status).toBe(404);
  });
});
