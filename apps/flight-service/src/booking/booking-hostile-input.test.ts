import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  BOOKING_DETAILS_PATH,
  CANCELLATION_CONFIRM_PATH,
  CANCELLATION_QUOTE_PATH,
  cancellationConfirmRequestSchema,
  cancellationQuoteRequestSchema,
  FLIGHT_BOOK_PATH,
  FLIGHT_HOLD_PATH,
  FLIGHT_PAY_PATH,
  FLIGHT_REVIEW_PATH,
  holdRequestSchema,
  isErrorCode,
  MY_BOOKINGS_PATH,
  myBookingsRequestSchema,
  REVIEW_DETAILS_PATH,
  reviewDetailsRequestSchema,
  UNHOLD_PATH,
  unholdRequestSchema,
} from "@wayfare/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginToken } from "../after-booking/after-booking-testing";
import {
  amendments,
  bookings,
  ledgerEntries,
  outboxMessages,
  reviews,
  seatCounters,
} from "../db/schema";
import type { FlightService } from "../index";
import { rowCounts } from "../testing/row-counts";
import { serviceUnderTest } from "../testing/service-under-test";
import { guestToken, rawPost } from "./booking-testing";

/**
 * Generated bad payloads for review, book, pay, booking details, review details, hold, my
 * bookings, unhold and cancellation quote and confirm: each answers a 400-class envelope
 * with catalogue codes and nothing is written. PGlite files here (also in
 * the Postgres run), so the row counts are this test's alone.
 */
const dir = mkdtempSync(join(tmpdir(), "wayfare-booking-hostile-"));
const database = { pgliteDir: join(dir, "pglite") };
let service: FlightService;
let token: string;
/** The demo agent's: the after-booking endpoints refuse a guest before reading the body. */
let userToken: string;

const countedTables = {
  reviews,
  bookings,
  seatCounters,
  ledgerEntries,
  amendments,
  outboxMessages,
};

let before: Record<string, number | undefined>;
beforeAll(async () => {
  const first = await serviceUnderTest({ database });
  userToken = await loginToken(first, "agent@wayfare.test", "Agent@123");
  await first.close();
  before = await rowCounts(database, countedTables);
  service = await serviceUnderTest({ database });
  token = await guestToken(service);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const HOSTILE_TEXTS = [
  "",
  " ",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "\u0000",
  "\ud800",
  "WF1234567890123",
  "wf1234567890123\u0000",
  "x".repeat(5_000),
  "DEL#ECONOMY#PUBLISHED#1",
  "6E1-DEL-BOM-2026-01-01#ECONOMY#PUBLISHED#100",
  "__proto__",
];
const hostileValue = fc.oneof(
  fc.string(),
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.constantFrom(...HOSTILE_TEXTS), fc.jsonValue()), { maxLength: 6 }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
);

const ENDPOINTS = [
  { path: FLIGHT_REVIEW_PATH, fields: ["priceIds", "passengers"] },
  { path: FLIGHT_BOOK_PATH, fields: ["bookingId", "passengers", "contact", "hold"] },
  { path: FLIGHT_PAY_PATH, fields: ["bookingId", "wallet", "amount"] },
  { path: BOOKING_DETAILS_PATH, fields: ["bookingId", "email", "mobile"] },
];

/**
 * The signed-in user's endpoints. Their fields are optional or few, so a generated payload
 * could be a valid one by chance: only those the request schema refuses are sent.
 */
const USER_ENDPOINTS = [
  { path: REVIEW_DETAILS_PATH, schema: reviewDetailsRequestSchema, fields: ["bookingId"] },
  { path: FLIGHT_HOLD_PATH, schema: holdRequestSchema, fields: ["bookingId"] },
  {
    path: MY_BOOKINGS_PATH,
    schema: myBookingsRequestSchema,
    fields: ["tab", "page", "pageSize"],
  },
  { path: UNHOLD_PATH, schema: unholdRequestSchema, fields: ["bookingId"] },
  {
    path: CANCELLATION_QUOTE_PATH,
    schema: cancellationQuoteRequestSchema,
    fields: ["bookingId", "segments"],
  },
  {
    path: CANCELLATION_CONFIRM_PATH,
    schema: cancellationConfirmRequestSchema,
    fields: ["bookingId", "segments", "remarks"],
  },
];

const hostileSegments = fc.array(
  fc.record({
    segmentId: hostileValue,
    passengerIds: fc.oneof(hostileValue, fc.array(fc.constantFrom("0", "1", "10", "a", ""))),
  }),
  { maxLength: 25 },
);

/** `{ "data": { … } }`: a body my bookings could accept (all its fields are optional). */
function isEnvelope(body: string): boolean {
  try {
    const data = (JSON.parse(body) as { data?: unknown } | null)?.data;
    return typeof data === "object" && data !== null && !Array.isArray(data);
  } catch {
    return false;
  }
}

async function expectRefused(response: Response) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const body = await response.json();
  expect(body.status).toEqual({ success: false, httpStatus: response.status });
  expect(body.errors.length).toBeGreaterThan(0);
  for (const error of body.errors) expect(isErrorCode(error.errCode)).toBe(true);
}

describe("hostile input to the booking and after-booking endpoints", () => {
  for (const { path, fields } of ENDPOINTS) {
    it(`${path}: generated bad payloads`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...fields, "constructor"), hostileValue, {
            maxKeys: fields.length + 1,
          }),
          async (data) => {
            await expectRefused(await rawPost(service, path, JSON.stringify({ data }), token));
          },
        ),
        { numRuns: 60 },
      );
    });
  }

  for (const { path, schema, fields } of USER_ENDPOINTS) {
    it(`${path}: generated bad payloads from a signed-in user`, async () => {
      const field = fc.constantFrom(...fields, "constructor");
      const data = fc
        .oneof(
          fc.dictionary(field, hostileValue, { maxKeys: fields.length + 1 }),
          fc.record({ bookingId: fc.constant("WF1234567890123"), segments: hostileSegments }),
          fc.record({
            bookingId: fc.constant("WF1234567890123"),
            remarks: fc.constantFrom(...HOSTILE_TEXTS, "a\u0007b"),
          }),
        )
        .filter((candidate) => !schema.safeParse({ data: candidate }).success);
      await fc.assert(
        fc.asyncProperty(data, async (candidate) => {
          const body = JSON.stringify({ data: candidate });
          await expectRefused(await rawPost(service, path, body, userToken));
        }),
        { numRuns: 60 },
      );
    });
  }

  it("control characters and lone surrogates in otherwise well-formed bookings", async () => {
    const passenger = { type: "ADULT", title: "Mr", firstName: "Asha", lastName: "Sharma" };
    const contact = { mobile: "9876543210", email: "asha@example.test" };
    for (const text of ["\u0000", "a\u0007b", "\ud800"]) {
      const data = {
        bookingId: "WF1234567890123",
        passengers: [{ ...passenger, employeeId: text }],
        contact: { ...contact, emergencyContactName: text },
      };
      await expectRefused(
        await rawPost(service, FLIGHT_BOOK_PATH, JSON.stringify({ data }), token),
      );
      const lookup = { bookingId: "WF1234567890123", email: text };
      await expectRefused(
        await rawPost(service, BOOKING_DETAILS_PATH, JSON.stringify({ data: lookup }), token),
      );
    }
  });

  it("bodies that are not the { data } envelope", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...[...ENDPOINTS, ...USER_ENDPOINTS].map((endpoint) => endpoint.path)),
        fc
          .oneof(
            fc.string(),
            fc.jsonValue().map((value) => JSON.stringify(value)),
          )
          .filter((body) => !isEnvelope(body)),
        async (path, body) => {
          await expectRefused(await rawPost(service, path, body, userToken));
        },
      ),
      { numRuns: 120 },
    );
  });

  it("wrote no row", async () => {
    await service.close();
    expect(await rowCounts(database, countedTables)).toEqual(before);
  });
});
