import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  AMENDMENT_PROCESS_PATH,
  AMENDMENT_QUEUE_PATH,
  AMENDMENT_REQUEST_PATH,
  AUDIT_LOG_PATH,
  amendmentRequestPayloadSchema,
  DESK_BOOKING_PATH,
  DESK_BOOKING_SEARCH_PATH,
  mayManage,
  mayOpenAnyBooking,
  mayProcessAmendmentRequests,
  mayReadAuditLog,
  PEOPLE_LINK_PATH,
  PEOPLE_UNLINK_PATH,
  type Role,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paidBooking } from "../after-booking/after-booking-testing";
import { bookingCall } from "../booking/booking-testing";
import type { DatabaseLocation, FlightService } from "../index";
import { accountOfRole, callersOfEveryRole, type TestAccount } from "../people/people-testing";
import { expectRefusedCallsWriteNothing } from "../testing/refused-calls";
import { serviceUnderTest, testDatabase } from "../testing/service-under-test";

/**
 * Issue 22's authorisation suite for the back office beyond people and money: the booking
 * desk, the audit log, the travel desk's queue, and linking accounts, each called by every
 * role. A refused call writes nothing (not even an audit entry); the allowed succeed.
 */
const dir = mkdtempSync(join(tmpdir(), "wayfare-back-office-authorisation-"));
let database: DatabaseLocation;
let service: FlightService;
let callers = new Map<Role, TestAccount>();
let booker: TestAccount;
let bookingId: string;
let segmentId: string;
/** Two staff members of the agency the AGENT caller heads, looked after by the SALES caller. */
const staff: TestAccount[] = [];
const start = () => serviceUnderTest({ database });

beforeAll(async () => {
  database = process.env.DATABASE_URL ? await testDatabase() : { pgliteDir: join(dir, "pglite") };
  service = await start();
  callers = await callersOfEveryRole(service);
  const sales = callers.get("SALES") as TestAccount;
  const agent = callers.get("AGENT") as TestAccount;
  for (const _ of [1, 2]) {
    staff.push(
      await accountOfRole(service, "AGENT_STAFF", {
        partnerId: agent.partnerId,
        salesUserId: sales.userId,
      }),
    );
  }
  booker = await accountOfRole(service, "DISTRIBUTOR");
  const { booking } = await paidBooking(service, booker.token);
  bookingId = booking.bookingId;
  segmentId = booking.tripInfos[0].segments[0].id as string;
}, 180_000);
afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

let requests = 0;
/** A new date change asked for on the booking, waiting for the travel desk. */
async function pendingRequest(): Promise<string> {
  requests += 1;
  const { body } = await bookingCall(
    service,
    AMENDMENT_REQUEST_PATH,
    {
      bookingId,
      amendmentType: "REISSUE",
      segments: [{ segmentId, passengerIds: ["1"] }],
      // The same request sent again answers the first.
      remarks: `Date change ${requests}`,
    },
    booker.token,
  );
  return amendmentRequestPayloadSchema.parse(body.payload).requestId;
}

const staffAccount = (account: TestAccount) => ({
  userId: account.userId,
  role: "AGENT_STAFF",
  partnerId: account.partnerId,
  parentPartnerId: null,
  salesUserId: (callers.get("SALES") as TestAccount).userId,
});

/** Each endpoint's call by a caller, and whether the domain's rules let that caller make it. */
function callsOf(role: Role, caller: TestAccount, requestId: string) {
  const manager = { userId: caller.userId, role, partnerId: caller.partnerId };
  const managesStaff = staff.every((account) => mayManage(manager, staffAccount(account)));
  const [first, second] = staff as [TestAccount, TestAccount];
  return [
    {
      path: DESK_BOOKING_SEARCH_PATH,
      data: { query: bookingId },
      allowed: mayOpenAnyBooking(role),
    },
    { path: DESK_BOOKING_PATH, data: { bookingId }, allowed: mayOpenAnyBooking(role) },
    { path: AUDIT_LOG_PATH, data: { subject: bookingId }, allowed: mayReadAuditLog(role) },
    { path: AMENDMENT_QUEUE_PATH, data: {}, allowed: mayProcessAmendmentRequests(role) },
    {
      path: AMENDMENT_PROCESS_PATH,
      data: { requestId, outcome: "REJECTED", note: `Refused by ${role}` },
      allowed: mayProcessAmendmentRequests(role),
    },
    {
      path: PEOPLE_LINK_PATH,
      data: { userId: first.userId, linkedTo: second.userId },
      allowed: managesStaff,
    },
    { path: PEOPLE_UNLINK_PATH, data: { userId: first.userId }, allowed: managesStaff },
  ];
}

describe("back-office endpoints: every role calls every one (issue 22)", () => {
  it("the refused write nothing, not even an audit entry", async () => {
    const requestId = await pendingRequest();
    const refusedCalls = [...callers].flatMap(([role, caller]) =>
      callsOf(role, caller, requestId)
        .filter((call) => !call.allowed)
        .map((call) => ({ ...call, role, token: caller.token })),
    );
    expect(refusedCalls.length).toBeGreaterThan(90);
    service = await expectRefusedCallsWriteNothing(database, service, start, refusedCalls);
  }, 180_000);

  it("only the allowed succeed: the desk's roles, admins for the audit log, the staff's managers for links", async () => {
    const succeeded: string[] = [];
    for (const [role, caller] of callers) {
      const allowed = callsOf(role, caller, "").filter((call) => call.allowed);
      const requestId = allowed.some((call) => call.path === AMENDMENT_PROCESS_PATH)
        ? await pendingRequest()
        : "";
      for (const call of callsOf(role, caller, requestId).filter((each) => each.allowed)) {
        const { response, body } = await bookingCall(service, call.path, call.data, caller.token);
        expect(response.status, `${role} ${call.path} ${JSON.stringify(body.errors)}`).toBe(200);
        succeeded.push(`${role} ${call.path.replace(/^\/xms\/v1\/(flight\/)?/, "")}`);
      }
    }
    const desk = ["desk/booking-search", "desk/booking", "amendment/queue", "amendment/process"];
    const links = ["people/link", "people/unlink"];
    expect(succeeded.sort()).toEqual(
      [
        ...desk.map((call) => `CALLCENTER ${call}`),
        ...desk.map((call) => `SUPERVISOR ${call}`),
        ...desk.map((call) => `ADMIN ${call}`),
        "ADMIN admin/audit-log",
        ...links.map((call) => `ADMIN ${call}`),
        ...links.map((call) => `AGENT ${call}`),
        ...links.map((call) => `SALES ${call}`),
      ].sort(),
    );
  }, 180_000);
});
