import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  ASSIGNED_POLICIES_PATH,
  CORPORATE_CSV_DOWNLOAD_PATH,
  CORPORATE_OUT_OF_POLICY_PATH,
  CORPORATE_POLICIES_PATH,
  CORPORATE_POLICY_ASSIGN_PATH,
  CORPORATE_POLICY_SAVE_PATH,
  CORPORATE_REPORTING_DETAILS_PATH,
  CORPORATE_UPDATE_REPORTING_DETAILS_PATH,
  corporateCsvDownloadPayloadSchema,
  corporateOutOfPolicyPayloadSchema,
  corporatePoliciesPayloadSchema,
  farePolicySchema,
  OUT_OF_POLICY_CSV_HEADER,
  ROLES,
  type Role,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booked } from "../after-booking/after-booking-testing";
import {
  adult,
  bookingCall,
  ONE_ADULT,
  publishedPrice,
  reviewCall,
} from "../booking/booking-testing";
import type { DatabaseLocation, FlightService } from "../index";
import { accountOfRole, type TestAccount } from "../people/people-testing";
import { expectRefusedCallsWriteNothing } from "../testing/refused-calls";
import { serviceUnderTest, testDatabase } from "../testing/service-under-test";

/**
 * Corporate fare policies and the out-of-policy report (issue 22, decision 0081): the
 * company account writes and assigns a policy, its employee's review breaking it needs a
 * reason, and the report and CSV show the booking; then every role calls every endpoint and
 * only the organisation's CORPORATE and CORPORATE_STAFF succeed, the refused writing nothing.
 */
const dir = mkdtempSync(join(tmpdir(), "wayfare-fare-policies-"));
let database: DatabaseLocation;
let service: FlightService;
let company: TestAccount;
let employee: TestAccount;
const start = () => serviceUnderTest({ database });

const RULES = {
  name: "Economy, a year ahead",
  cabins: ["ECONOMY"],
  advancePurchaseDays: 365,
  refundableOnly: false,
};

beforeAll(async () => {
  database = process.env.DATABASE_URL ? await testDatabase() : { pgliteDir: join(dir, "pglite") };
  service = await start();
  company = await accountOfRole(service, "CORPORATE");
  employee = await accountOfRole(service, "CORPORATE_EMPLOYEE", { partnerId: company.partnerId });
}, 120_000);
afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = (path: string, data: unknown, token = company.token) =>
  bookingCall(service, path, data, token);

describe("corporate fare policies (issue 22, decision 0081)", () => {
  it("a policy is created, edited and assigned; the employee's fare breaking it needs a reason and is reported", async () => {
    const created = await call(CORPORATE_POLICY_SAVE_PATH, { ...RULES, name: "Draft" });
    expect(created.response.status).toBe(200);
    const { policyId } = farePolicySchema.parse(created.body.payload);
    const edited = await call(CORPORATE_POLICY_SAVE_PATH, { ...RULES, policyId });
    expect(farePolicySchema.parse(edited.body.payload).name).toBe(RULES.name);
    const assigned = await call(CORPORATE_POLICY_ASSIGN_PATH, {
      userId: employee.userId,
      policyId,
    });
    expect(assigned.body.payload).toMatchObject({ userId: employee.userId, policyId });

    const list = corporatePoliciesPayloadSchema.parse(
      (await call(CORPORATE_POLICIES_PATH, {})).body.payload,
    );
    expect(list.policies).toMatchObject([{ policyId, name: RULES.name, assigned: 1 }]);
    expect(list.employees).toContainEqual(
      expect.objectContaining({ userId: employee.userId, policyId }),
    );
    const applies = await call(
      ASSIGNED_POLICIES_PATH,
      { pids: [policyId], userIds: [employee.userId] },
      employee.token,
    );
    expect(applies.body.payload.policies[0].value.output.value).toBe(true);

    const priceIds = [publishedPrice("DEL", "BOM", 40).id];
    const refused = await reviewCall(service, employee.token, priceIds, ONE_ADULT);
    expect(refused.body.errors[0]).toEqual({
      errCode: "400",
      message: "Please select a reason for not choosing the lowest fare",
    });
    const { booking } = await booked(service, employee.token, {
      priceIds,
      policyReason: { code: "MEETING_SCHEDULE" },
      passengers: [{ ...adult("Asha"), email: "asha@acme.test", mobile: "9876543210" }],
    });

    const report = corporateOutOfPolicyPayloadSchema.parse(
      (await call(CORPORATE_OUT_OF_POLICY_PATH, { travellerId: employee.userId })).body.payload,
    );
    expect(report.total).toBe(1);
    expect(report.bookings[0]).toMatchObject({
      bookingId: booking.bookingId,
      traveller: { userId: employee.userId },
      route: "DEL-BOM",
      breaches: ["Booked less than 365 days ahead"],
    });
    const otherReason = await call(CORPORATE_OUT_OF_POLICY_PATH, { reason: "OTHER" });
    expect(otherReason.body.payload.total).toBe(0);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await call(CORPORATE_OUT_OF_POLICY_PATH, { from: tomorrow })).body.payload.total).toBe(
      0,
    );

    const file = corporateCsvDownloadPayloadSchema.parse(
      (await call(CORPORATE_CSV_DOWNLOAD_PATH, {})).body.payload,
    );
    const [header, line] = file.csv.split("\r\n");
    expect(header).toBe(OUT_OF_POLICY_CSV_HEADER.join(","));
    expect(line).toContain(booking.bookingId);
    expect(line).toContain(report.bookings[0]?.reason);
  }, 120_000);

  it("another organisation's policy or person is not found; nothing is written", async () => {
    const other = await accountOfRole(service, "CORPORATE");
    const theirs = farePolicySchema.parse(
      (await call(CORPORATE_POLICY_SAVE_PATH, RULES, other.token)).body.payload,
    );
    const foreignPolicy = await call(CORPORATE_POLICY_ASSIGN_PATH, {
      userId: employee.userId,
      policyId: theirs.policyId,
    });
    expect(foreignPolicy.response.status).toBe(404);
    expect(foreignPolicy.body.errors[0].message).toBe(
      "This policy is not one of your organisation's",
    );
    const foreignPerson = await call(
      CORPORATE_POLICY_ASSIGN_PATH,
      { userId: employee.userId },
      other.token,
    );
    expect(foreignPerson.body.errors[0].message).toBe(
      "This person is not one of your organisation's employees",
    );
    const edit = await call(CORPORATE_POLICY_SAVE_PATH, { ...RULES, policyId: theirs.policyId });
    expect(edit.response.status).toBe(404);
  }, 60_000);
});

describe("corporate policy endpoints: every role calls every one (issue 22)", () => {
  const callers = new Map<Role, TestAccount>();
  let policyId: string;
  let bookingId: string;

  beforeAll(async () => {
    for (const role of ROLES) {
      const inCompany = role.startsWith("CORPORATE");
      const place = inCompany ? { partnerId: company.partnerId } : {};
      callers.set(role, await accountOfRole(service, role, place));
    }
    const saved = await call(CORPORATE_POLICY_SAVE_PATH, { ...RULES, name: "For the suite" });
    policyId = farePolicySchema.parse(saved.body.payload).policyId;
    const { booking } = await booked(service, employee.token, {
      priceIds: [publishedPrice("DEL", "BOM", 41).id],
      policyReason: { code: "MEETING_SCHEDULE" },
      passengers: [{ ...adult("Ravi"), email: "ravi@acme.test", mobile: "9876543210" }],
    });
    bookingId = booking.bookingId;
  }, 120_000);

  const callsOf = (role: Role) => {
    const allowed = role === "CORPORATE" || role === "CORPORATE_STAFF";
    return [
      { path: CORPORATE_POLICIES_PATH, data: {}, allowed },
      { path: CORPORATE_POLICY_SAVE_PATH, data: { ...RULES, name: `By ${role}` }, allowed },
      {
        path: CORPORATE_POLICY_SAVE_PATH,
        data: { ...RULES, policyId, name: `Edited by ${role}` },
        allowed,
      },
      {
        path: CORPORATE_POLICY_ASSIGN_PATH,
        data: { userId: employee.userId, policyId },
        allowed,
      },
      { path: CORPORATE_OUT_OF_POLICY_PATH, data: {}, allowed },
      { path: CORPORATE_CSV_DOWNLOAD_PATH, data: {}, allowed },
      { path: CORPORATE_REPORTING_DETAILS_PATH, data: { bookingId }, allowed },
      {
        path: CORPORATE_UPDATE_REPORTING_DETAILS_PATH,
        data: { bookingId, dynamicFields: { costCentre: `By ${role}` } },
        allowed,
      },
    ];
  };

  it("the refused write nothing: every role but the organisation's CORPORATE and CORPORATE_STAFF", async () => {
    const refusedCalls = [...callers].flatMap(([role, caller]) =>
      callsOf(role)
        .filter((each) => !each.allowed)
        .map((each) => ({ ...each, role, token: caller.token })),
    );
    expect(refusedCalls.length).toBe(8 * 16);
    service = await expectRefusedCallsWriteNothing(database, service, start, refusedCalls);
  }, 120_000);

  it("the organisation's company account and travel desk succeed at each", async () => {
    for (const role of ["CORPORATE", "CORPORATE_STAFF"] as const) {
      const caller = callers.get(role) as TestAccount;
      for (const each of callsOf(role)) {
        const { response } = await call(each.path, each.data, caller.token);
        expect(response.status, `${role} ${each.path}`).toBe(200);
      }
    }
  }, 60_000);
});
