import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  AUDIT_LOG_PATH,
  auditLogPayloadSchema,
  CORPORATE_CSV_DOWNLOAD_PATH,
  CORPORATE_OUT_OF_POLICY_PATH,
  CORPORATE_REPORTING_DETAILS_PATH,
  CORPORATE_UPDATE_REPORTING_DETAILS_PATH,
  corporateOutOfPolicyPayloadSchema,
  corporateReportingDetailsPayloadSchema,
  corporateUpdateReportingDetailsPayloadSchema,
  readTokenClaims,
  type TokenSubject,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedInLike } from "../after-booking/after-booking-testing";
import { adult, bookCall, bookingCall } from "../booking/booking-testing";
import { corporateFare } from "../booking/corporate-fare-testing";
import type { DatabaseLocation, FlightService } from "../index";
import { accountOfRole, type TestAccount } from "../people/people-testing";
import { serviceUnderTest, testDatabase } from "../testing/service-under-test";

/**
 * F§7's reporting-details and update-reporting-details (decision 0081): the company account
 * reads the fields its employee's booking was asked for with their values, and corrects its employee's
 * booking's Cost Centre, checked by the booking's rules (J§5 by basis), audited, and the report
 * and CSV show the new values; another organisation's keeper is answered 404 and changes nothing.
 */
const dir = mkdtempSync(join(tmpdir(), "wayfare-reporting-details-"));
let database: DatabaseLocation;
let service: FlightService;
let company: TestAccount;
let employee: { token: string; userId: string };
let bookingId: string;

const BOOKED_DETAILS = [
  { label: "Cost Centre", value: "CC 1042" },
  { label: "Approver Email", value: "boss@acme.test" },
];

beforeAll(async () => {
  database = process.env.DATABASE_URL ? await testDatabase() : { pgliteDir: join(dir, "pglite") };
  service = await serviceUnderTest({ database });
  const { token, partnerId } = await loggedInLike(service, "employee@acme.test", "Employee@123");
  const subject = readTokenClaims(token)?.subject as TokenSubject;
  employee = { token, userId: subject.userId };
  company = await accountOfRole(service, "CORPORATE", { partnerId });
  const reviewed = await bookingCall(
    service,
    "/xms/v1/flight/review",
    {
      priceIds: [corporateFare(subject, 44).id],
      passengers: { ADULT: 1, CHILD: 0, INFANT: 0 },
      policyReason: { code: "MEETING_SCHEDULE" },
    },
    token,
  );
  bookingId = reviewed.body.payload.bookingId;
  const booked = await bookCall(service, token, {
    bookingId,
    passengers: [{ ...adult("Meera", "Iyer"), email: "meera@acme.test", mobile: "9876543210" }],
    dynamicFields: { costCentre: "CC 1042", approverEmail: "boss@acme.test" },
  });
  expect(booked.response.status).toBe(200);
}, 120_000);
afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

const update = (dynamicFields: Record<string, string>, token = company.token) =>
  bookingCall(
    service,
    CORPORATE_UPDATE_REPORTING_DETAILS_PATH,
    { bookingId, dynamicFields },
    token,
  );
const messagesOf = (body: { errors: { message: string }[] }) =>
  body.errors.map((error) => error.message);
const reported = async () =>
  corporateOutOfPolicyPayloadSchema
    .parse(
      (
        await bookingCall(
          service,
          CORPORATE_OUT_OF_POLICY_PATH,
          { travellerId: employee.userId },
          company.token,
        )
      ).body.payload,
    )
    .bookings.find((row) => row.bookingId === bookingId);

const read = (token = company.token) =>
  bookingCall(service, CORPORATE_REPORTING_DETAILS_PATH, { bookingId }, token);

describe("corporate update-reporting-details (F§7, J§5 by basis)", () => {
  it("reads the fields the booking's fares asked for, each with the value it keeps", async () => {
    const { response, body } = await read();
    expect(response.status).toBe(200);
    const { fields } = corporateReportingDetailsPayloadSchema.parse(body.payload);
    expect(fields.map(({ key, value }) => ({ key, value }))).toEqual([
      { key: "costCentre", value: "CC 1042" },
      { key: "projectCode", value: "" },
      { key: "approverEmail", value: "boss@acme.test" },
    ]);
    expect(fields[0]).toMatchObject({ label: "Cost Centre", basis: ["required", "noSpecialChar"] });
  }, 60_000);

  it("checks the values as at booking, then keeps them, audited, and the report and CSV show them", async () => {
    const wrong = await update({ costCentre: "CC-77", approverEmail: "boss@" });
    expect(wrong.response.status).toBe(400);
    expect(messagesOf(wrong.body)).toEqual([
      "Cost Centre should not contains special character",
      "Please enter valid Email",
    ]);
    const empty = await update({ costCentre: " " });
    expect(messagesOf(empty.body)).toEqual(["Cost Centre should not be empty"]);
    expect((await reported())?.reportingDetails).toEqual(BOOKED_DETAILS);

    const corrected = await update({
      costCentre: "CC 77",
      projectCode: "Apollo 2",
      companyReference: "not asked by this fare",
    });
    expect(corrected.response.status).toBe(200);
    const after = [
      { label: "Cost Centre", value: "CC 77" },
      { label: "Project Code", value: "Apollo 2" },
    ];
    expect(corporateUpdateReportingDetailsPayloadSchema.parse(corrected.body.payload)).toEqual({
      bookingId,
      reportingDetails: after,
    });
    expect((await reported())?.reportingDetails).toEqual(after);
    const csv = await bookingCall(service, CORPORATE_CSV_DOWNLOAD_PATH, {}, company.token);
    expect(csv.body.payload.csv).toContain("Cost Centre: CC 77; Project Code: Apollo 2");

    const admin = await accountOfRole(service, "ADMIN");
    const log = await bookingCall(service, AUDIT_LOG_PATH, { subject: bookingId }, admin.token);
    expect(auditLogPayloadSchema.parse(log.body.payload).entries).toContainEqual(
      expect.objectContaining({
        actorId: company.userId,
        action: "booking.reporting-details",
        before: { reportingDetails: BOOKED_DETAILS },
        after: { reportingDetails: after },
      }),
    );
  }, 60_000);

  it("another organisation's keeper and the traveller are answered 404; nothing changes", async () => {
    const before = (await reported())?.reportingDetails;
    const other = await accountOfRole(service, "CORPORATE");
    for (const token of [other.token, employee.token]) {
      const refused = await update({ costCentre: "Theirs" }, token);
      expect(refused.response.status).toBe(404);
      expect((await read(token)).response.status).toBe(404);
    }
    expect((await reported())?.reportingDetails).toEqual(before);
  }, 60_000);
});
