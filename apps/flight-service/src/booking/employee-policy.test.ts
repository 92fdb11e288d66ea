import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  CORPORATE_OUT_OF_POLICY_PATH,
  CORPORATE_POLICY_ASSIGN_PATH,
  CORPORATE_POLICY_SAVE_PATH,
  cheapestPrice,
  corporateOutOfPolicyPayloadSchema,
  farePolicySchema,
  PEOPLE_STATUS_PATH,
  readTokenClaims,
  type TokenSubject,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseLocation, FlightService } from "../index";
import { indiaToday } from "../inventory/local-time";
import { accountOfRole, type TestAccount } from "../people/people-testing";
import { searchResults } from "../search/search-results";
import { daysFromToday, oneWay } from "../search/search-testing";
import { serviceUnderTest, testDatabase } from "../testing/service-under-test";
import { adult, bookCall, bookingCall, reviewCall } from "./booking-testing";

/**
 * A booker booking for employees (issue 22, decision 0086): the company's travel desk picks an
 * employee on the passenger page, and the book call holds the booking to that employee's fare
 * policy, asks a reason when broken, and the out-of-policy report shows the employee.
 */
const dir = mkdtempSync(join(tmpdir(), "wayfare-employee-policy-"));
let database: DatabaseLocation;
let service: FlightService;
let desk: TestAccount;
let strict: TestAccount;
let relaxed: TestAccount;
let stranger: TestAccount;

const call = (path: string, data: unknown, token = desk.token) =>
  bookingCall(service, path, data, token);

async function assign(employee: TestAccount, rules: Record<string, unknown>) {
  const saved = await call(CORPORATE_POLICY_SAVE_PATH, rules);
  const { policyId } = farePolicySchema.parse(saved.body.payload);
  await call(CORPORATE_POLICY_ASSIGN_PATH, { userId: employee.userId, policyId });
}

beforeAll(async () => {
  database = process.env.DATABASE_URL ? await testDatabase() : { pgliteDir: join(dir, "pglite") };
  service = await serviceUnderTest({ database });
  desk = await accountOfRole(service, "CORPORATE_STAFF");
  const place = { partnerId: desk.partnerId };
  strict = await accountOfRole(service, "CORPORATE_EMPLOYEE", place);
  relaxed = await accountOfRole(service, "CORPORATE_EMPLOYEE", place);
  stranger = await accountOfRole(service, "CORPORATE_EMPLOYEE");
  const rules = {
    cabins: ["ECONOMY", "PREMIUM_ECONOMY", "BUSINESS", "FIRST"],
    refundableOnly: false,
  };
  await assign(strict, { ...rules, name: "A year ahead", advancePurchaseDays: 365 });
  await assign(relaxed, { ...rules, name: "Any time" });
}, 120_000);
afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A review of the lowest net fare DEL→BOM `days` ahead: no reason asked. */
async function lowestFareReview(days: number, token = desk.token): Promise<string> {
  const subject = readTokenClaims(token)?.subject as TokenSubject;
  const now = new Date();
  const query = oneWay("DEL", "BOM", daysFromToday(days));
  const trips = searchResults({ query, today: indiaToday(now).today, now, subject }).lists.ONWARD;
  const [lowest] = (trips ?? [])
    .map((trip) => cheapestPrice(trip, "net"))
    .sort((a, b) => a.net - b.net);
  if (!lowest) throw new Error("no fares");
  const review = await reviewCall(service, token, [lowest.id]);
  expect(review.body.status.success).toBe(true);
  return review.body.payload.bookingId;
}

const passenger = (firstName: string) => ({
  ...adult(firstName),
  email: `${firstName.toLowerCase()}@acme.test`,
  mobile: "9876543210",
});

/** Books `bookingId` for one passenger, the picked `employees` given, as `token`. */
const bookFor = (
  bookingId: string,
  firstName: string,
  employees: TestAccount[],
  extra: Record<string, unknown> = {},
  token = desk.token,
) =>
  bookCall(service, token, {
    bookingId,
    passengers: [passenger(firstName)],
    employees: employees.map((employee) => employee.userId),
    ...extra,
  });

describe("a booker booking for an employee (decision 0086)", () => {
  it("the employee's broken policy asks a reason; with it the booking is made and reported with the employee", async () => {
    const bookingId = await lowestFareReview(40);
    const refused = await bookFor(bookingId, "Ira", [strict]);
    expect(refused.response.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        errCode: "400",
        message:
          "This fare is outside the fare policy of an employee you are booking for. Please select a reason",
      },
    ]);
    const policyReason = { code: "OTHER", text: "Client asked for this flight" };
    const made = await bookFor(bookingId, "Ira", [strict], { policyReason });
    expect(made.response.status).toBe(200);
    const again = await bookFor(bookingId, "Ira", [strict], { policyReason });
    expect(again.body.payload.bookingId).toBe(bookingId);

    const report = corporateOutOfPolicyPayloadSchema.parse(
      (await call(CORPORATE_OUT_OF_POLICY_PATH, { travellerId: strict.userId })).body.payload,
    );
    expect(report.total).toBe(1);
    expect(report.bookings[0]).toMatchObject({
      bookingId,
      traveller: { userId: strict.userId },
      reason: "Client asked for this flight",
      breaches: [expect.stringMatching(/: Booked less than 365 days ahead$/)],
    });
  });

  it("an in-policy booking for an employee needs no reason and is not reported", async () => {
    const bookingId = await lowestFareReview(41);
    const made = await bookFor(bookingId, "Ravi", [relaxed]);
    expect(made.response.status).toBe(200);
    const report = await call(CORPORATE_OUT_OF_POLICY_PATH, { travellerId: relaxed.userId });
    expect(report.body.payload.total).toBe(0);
  });

  it("several employees are each held to their own policy; the one outside it is the traveller", async () => {
    const bookingId = await lowestFareReview(42);
    const refused = await bookFor(bookingId, "Ravi", [relaxed, strict]);
    expect(refused.response.status).toBe(400);
    const policyReason = { code: "MEETING_SCHEDULE" };
    const made = await bookFor(bookingId, "Ravi", [relaxed, strict], { policyReason });
    expect(made.response.status).toBe(200);
    const report = corporateOutOfPolicyPayloadSchema.parse(
      (await call(CORPORATE_OUT_OF_POLICY_PATH, { travellerId: strict.userId })).body.payload,
    );
    expect(report.bookings).toContainEqual(
      expect.objectContaining({
        bookingId,
        traveller: expect.objectContaining({ userId: strict.userId }),
      }),
    );
  });

  it("an employee of another organisation is refused, and nothing is kept", async () => {
    const bookingId = await lowestFareReview(43);
    const refused = await bookFor(bookingId, "Omar", [stranger], {
      policyReason: { code: "MEETING_SCHEDULE" },
    });
    expect(refused.response.status).toBe(404);
    expect(refused.body.errors).toEqual([
      { errCode: "404", message: "This person is not one of your organisation's employees" },
    ]);
    const made = await bookFor(bookingId, "Omar", [relaxed]);
    expect(made.response.status).toBe(200);
    const report = await call(CORPORATE_OUT_OF_POLICY_PATH, {});
    expect(report.body.payload.bookings).not.toContainEqual(expect.objectContaining({ bookingId }));
  });

  it("a deactivated employee is no longer one to book for", async () => {
    const leaver = await accountOfRole(service, "CORPORATE_EMPLOYEE", {
      partnerId: desk.partnerId,
    });
    const deactivated = await call(PEOPLE_STATUS_PATH, {
      userId: leaver.userId,
      status: "INACTIVE",
    });
    expect(deactivated.response.status).toBe(200);
    const refused = await bookFor(await lowestFareReview(45), "Leela", [leaver]);
    expect(refused.response.status).toBe(404);
    expect(refused.body.errors[0].message).toBe(
      "This person is not one of your organisation's employees",
    );
  });

  it("an employee, not a booker, cannot name employees", async () => {
    const bookingId = await lowestFareReview(44, relaxed.token);
    const refused = await bookFor(bookingId, "Ravi", [strict], {}, relaxed.token);
    expect(refused.response.status).toBe(404);
  });
});
