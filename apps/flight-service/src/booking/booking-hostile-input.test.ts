import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  BOOKING_DETAILS_PATH,
  FLIGHT_BOOK_PATH,
  FLIGHT_PAY_PATH,
  FLIGHT_REVIEW_PATH,
  isErrorCode,
} from "@wayfare/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, ledgerEntries, reviews, seatCounters } from "../db/schema";
import type { FlightService } from "../index";
import { rowCounts } from "../testing/row-counts";
import { serviceUnderTest } from "../testing/service-under-test";
import { guestToken, rawPost } from "./booking-testing";

/**
 * Generated bad payloads for review, book, pay and booking details: each answers a
 * 400-class envelope with catalogue codes and nothing is written. PGlite files here (also in
 * the Postgres run), so the row counts are this test's alone.
 */
const dir = mkdtempSync(join(tmpdir(), "wayfare-booking-hostile-"));
const database = { pgliteDir: join(dir, "pglite") };
let service: FlightService;
let token: string;

const countedTables = { reviews, bookings, seatCounters, ledgerEntries };

let before: Record<string, number | undefined>;
beforeAll(async () => {
  await (await serviceUnderTest({ database })).close();
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

async function expectRefused(response: Response) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const body = await response.json();
  expect(body.status).toEqual({ success: false, httpStatus: response.status });
  expect(body.errors.length).toBeGreaterThan(0);
  for (const error of body.errors) expect(isErrorCode(error.errCode)).toBe(true);
}

describe("hostile input to review, book, pay and booking details", () => {
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
        fc.constantFrom(...ENDPOINTS.map((endpoint) => endpoint.path)),
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        async (path, body) => {
          await expectRefused(await rawPost(service, path, body, token));
        },
      ),
      { numRuns: 80 },
    );
  });

  it("wrote no row", async () => {
    await service.close();
    expect(await rowCounts(database, countedTables)).toEqual(before);
  });
});
