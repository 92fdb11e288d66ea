import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  AMENDMENT_PROCESS_PATH,
  AMENDMENT_REQUEST_PATH,
  amendmentProcessRequestSchema,
  amendmentRequestRequestSchema,
  BOOKING_DETAILS_PATH,
  bookingDetailsRequestSchema,
  bookRequestSchema,
  CANCELLATION_CONFIRM_PATH,
  CANCELLATION_QUOTE_PATH,
  CLAIM_REVIEW_PATH,
  cancellationConfirmRequestSchema,
  cancellationQuoteRequestSchema,
  claimReviewRequestSchema,
  FLIGHT_BOOK_PATH,
  FLIGHT_HOLD_PATH,
  FLIGHT_INVOICE_PATH,
  FLIGHT_PAY_PATH,
  FLIGHT_REDEMPTION_PATH,
  FLIGHT_REVIEW_PATH,
  holdRequestSchema,
  invoiceRequestSchema,
  MY_BOOKINGS_PATH,
  myBookingsRequestSchema,
  payRequestSchema,
  REVIEW_DETAILS_PATH,
  redemptionRequestSchema,
  reviewDetailsRequestSchema,
  reviewRequestSchema,
  SAVED_PASSENGERS_PATH,
  SHARE_FLIGHTS_PATH,
  savedPassengersRequestSchema,
  shareFlightsRequestSchema,
  UNHOLD_PATH,
  unholdRequestSchema,
} from "@wayfare/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booked, loginToken } from "../after-booking/after-booking-testing";
import {
  amendmentRequests,
  amendments,
  bookings,
  ledgerEntries,
  outboxMessages,
  reviews,
  seatCounters,
  taxInvoices,
} from "../db/schema";
import type { FlightService } from "../index";
import {
  expectRefused,
  HOSTILE_NUMBERS,
  HOSTILE_TEXTS,
  hostileData,
  hostileValue,
  notAnEnvelope,
  OVERSIZED_BODY,
} from "../testing/hostile-payloads";
import { rowCounts } from "../testing/row-counts";
import { serviceUnderTest } from "../testing/service-under-test";
import { adult, guestToken, rawPost } from "./booking-testing";

/**
 * The shared generator (`__proto__` keys, huge and negative numbers, oversized arrays and
 * bodies) at the booking and after-booking endpoints, from the agent around a real Pending
 * booking of theirs so the checks past the bookingId are reached, and from a guest: each
 * answers a 400-class catalogue envelope and nothing is written. PGlite files (also in the
 * Postgres run), so the row counts are this test's alone.
 */
const dir = mkdtempSync(join(tmpdir(), "wayfare-booking-payloads-"));
const database = { pgliteDir: join(dir, "pglite") };
let service: FlightService;
let token: string;
let guest: string;
let bookingId = "";
let priceId = "";

const countedTables = {
  amendmentRequests,
  reviews,
  bookings,
  seatCounters,
  ledgerEntries,
  amendments,
  outboxMessages,
  taxInvoices,
};

let before: Record<string, number | undefined>;
beforeAll(async () => {
  const first = await serviceUnderTest({ database });
  token = await loginToken(first, "agent@wayfare.test", "Agent@123");
  const made = await booked(first, token);
  bookingId = made.booking.bookingId;
  priceId = made.priceIds[0] as string;
  await first.close();
  before = await rowCounts(database, countedTables);
  service = await serviceUnderTest({ database });
  guest = await guestToken(service);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const hostileNumber = fc.oneof(fc.constantFrom(...HOSTILE_NUMBERS), hostileValue);
const hostileParty = fc.record({
  ADULT: hostileNumber,
  CHILD: hostileNumber,
  INFANT: hostileNumber,
});
const hostilePassenger = fc.record(
  {
    type: fc.constantFrom("ADULT", "ALIEN", "__proto__"),
    title: hostileValue,
    firstName: fc.constantFrom(...HOSTILE_TEXTS),
    lastName: fc.constantFrom(...HOSTILE_TEXTS),
    dob: hostileValue,
  },
  { requiredKeys: ["type", "firstName"] },
);

interface Target {
  path: string;
  /** Endpoints a guest token may call: a guest's payloads reach the same checks. */
  guests?: true;
  fields: string[];
  schema: { safeParse: (body: unknown) => { success: boolean } };
  nearlyValid: () => fc.Arbitrary<Record<string, unknown>>;
}

const TARGETS: Target[] = [
  {
    path: FLIGHT_REVIEW_PATH,
    guests: true,
    fields: ["priceIds", "passengers", "policyReason"],
    schema: reviewRequestSchema,
    nearlyValid: () =>
      fc.record({
        priceIds: fc.oneof(
          fc.constant([priceId]),
          fc.array(fc.constant(priceId), { minLength: 6, maxLength: 40 }),
          fc.array(fc.constantFrom(...HOSTILE_TEXTS), { minLength: 1, maxLength: 3 }),
        ),
        passengers: hostileParty,
      }),
  },
  {
    path: FLIGHT_BOOK_PATH,
    guests: true,
    fields: ["bookingId", "passengers", "contact", "hold"],
    schema: bookRequestSchema,
    nearlyValid: () =>
      fc.record({
        bookingId: fc.constant(bookingId),
        passengers: fc.oneof(
          fc.array(hostilePassenger, { minLength: 1, maxLength: 3 }),
          fc.array(fc.constant(adult("Asha")), { minLength: 10, maxLength: 200 }),
        ),
        hold: hostileValue,
      }),
  },
  {
    path: FLIGHT_PAY_PATH,
    guests: true,
    fields: ["bookingId", "wallet", "amount"],
    schema: payRequestSchema,
    nearlyValid: () =>
      fc.record({
        bookingId: fc.constant(bookingId),
        wallet: fc.constantFrom("DEPOSIT", "CREDIT_LINE", "TJ_CASH", "deposit", "__proto__"),
        amount: hostileNumber,
      }),
  },
  {
    path: FLIGHT_REDEMPTION_PATH,
    guests: true,
    fields: ["bookingId", "voucherCode", "tjCashPoints"],
    schema: redemptionRequestSchema,
    nearlyValid: () =>
      fc.record({
        bookingId: fc.constant(bookingId),
        voucherCode: fc.oneof(fc.constant("WAYDOM10".repeat(3)), fc.constantFrom(...HOSTILE_TEXTS)),
        tjCashPoints: hostileNumber,
      }),
  },
  {
    path: SAVED_PASSENGERS_PATH,
    guests: true,
    fields: ["userId"],
    schema: savedPassengersRequestSchema,
    nearlyValid: () => fc.record({ userId: fc.constantFrom("U1001", ...HOSTILE_TEXTS) }),
  },
  {
    path: AMENDMENT_REQUEST_PATH,
    fields: ["bookingId", "amendmentType", "segments", "correction", "remarks"],
    schema: amendmentRequestRequestSchema,
    nearlyValid: () =>
      fc.record({
        bookingId: fc.constant(bookingId),
        amendmentType: fc.constantFrom("REISSUE", "CANCELLATION", "__proto__", "CORRECTION"),
        segments: fc.constantFrom([], [{ segmentId: "x", passengerIds: ["0"] }], HOSTILE_TEXTS),
        correction: fc.constantFrom(...HOSTILE_TEXTS),
      }),
  },
  {
    path: AMENDMENT_PROCESS_PATH,
    fields: ["requestId", "outcome", "note"],
    schema: amendmentProcessRequestSchema,
    nearlyValid: () =>
      fc.record({
        requestId: fc.constantFrom("AR0000000000", "AR1", ...HOSTILE_TEXTS),
        outcome: fc.constantFrom("COMPLETED", "REJECTED", "__proto__", "DONE"),
        note: fc.constantFrom(...HOSTILE_TEXTS),
      }),
  },
  {
    path: BOOKING_DETAILS_PATH,
    guests: true,
    fields: ["bookingId", "email", "mobile"],
    schema: bookingDetailsRequestSchema,
    nearlyValid: () =>
      fc.record({
        bookingId: fc.constant(bookingId),
        email: fc.constantFrom(...HOSTILE_TEXTS),
        mobile: hostileNumber,
      }),
  },
  {
    path: REVIEW_DETAILS_PATH,
    fields: ["bookingId"],
    schema: reviewDetailsRequestSchema,
    nearlyValid: () => fc.record({ bookingId: fc.constantFrom(...HOSTILE_TEXTS) }),
  },
  {
    path: FLIGHT_HOLD_PATH,
    fields: ["bookingId"],
    schema: holdRequestSchema,
    nearlyValid: () => fc.record({ bookingId: fc.constant(`${bookingId}' OR 1=1 --`) }),
  },
  {
    path: SHARE_FLIGHTS_PATH,
    fields: ["email", "priceIds", "passengers"],
    schema: shareFlightsRequestSchema,
    nearlyValid: () =>
      fc.record({
        email: fc.oneof(fc.constant("client@example.in"), fc.constantFrom(...HOSTILE_TEXTS)),
        priceIds: fc.oneof(
          fc.array(fc.constant(priceId), { minLength: 11, maxLength: 40 }),
          fc.array(fc.constantFrom(...HOSTILE_TEXTS), { maxLength: 3 }),
        ),
        passengers: hostileParty,
      }),
  },
  {
    path: CLAIM_REVIEW_PATH,
    fields: ["bookingId", "guestToken"],
    schema: claimReviewRequestSchema,
    nearlyValid: () =>
      fc.record({
        bookingId: fc.oneof(fc.constant(bookingId), hostileValue),
        guestToken: fc.oneof(fc.constant(""), fc.constant("x".repeat(5_000)), hostileValue),
      }),
  },
  {
    path: FLIGHT_INVOICE_PATH,
    fields: ["bookingId", "audience", "amendmentId"],
    schema: invoiceRequestSchema,
    nearlyValid: () =>
      fc.record({
        bookingId: fc.oneof(fc.constant(bookingId), hostileValue),
        audience: fc.oneof(fc.constantFrom("AGENCY", "agency", "ADMIN", "__proto__"), hostileValue),
        amendmentId: fc.oneof(
          fc.constantFrom("AM12345", "am1234567890", "AM1234567890 "),
          hostileValue,
        ),
      }),
  },
  {
    path: MY_BOOKINGS_PATH,
    fields: ["tab", "page", "pageSize"],
    schema: myBookingsRequestSchema,
    nearlyValid: () =>
      fc.record({ tab: hostileValue, page: hostileNumber, pageSize: hostileNumber }),
  },
  {
    path: UNHOLD_PATH,
    fields: ["bookingId"],
    schema: unholdRequestSchema,
    nearlyValid: () => fc.record({ bookingId: hostileValue }),
  },
  {
    path: CANCELLATION_QUOTE_PATH,
    fields: ["bookingId", "segments"],
    schema: cancellationQuoteRequestSchema,
    nearlyValid: () =>
      fc.record({
        bookingId: fc.constant(bookingId),
        segments: fc.oneof(
          fc.array(fc.record({ segmentId: hostileValue, passengerIds: hostileValue }), {
            maxLength: 30,
          }),
          hostileValue,
        ),
      }),
  },
  {
    path: CANCELLATION_CONFIRM_PATH,
    fields: ["bookingId", "segments", "remarks"],
    schema: cancellationConfirmRequestSchema,
    nearlyValid: () =>
      fc.record({
        bookingId: fc.constant(bookingId),
        segments: hostileValue,
        remarks: fc.constantFrom(...HOSTILE_TEXTS),
      }),
  },
];

describe("the shared hostile generator at the booking and after-booking endpoints", () => {
  for (const target of TARGETS) {
    it(`${target.path}: bad payloads around a real booking`, async () => {
      const body = fc.oneof(
        hostileData(target.fields).map((data) => `{"data":${data}}`),
        target.nearlyValid().map((data) => JSON.stringify({ data })),
      );
      await fc.assert(
        fc.asyncProperty(
          body.filter((text) => !target.schema.safeParse(JSON.parse(text)).success),
          async (text) => {
            await expectRefused(await rawPost(service, target.path, text, token));
          },
        ),
        { numRuns: 40 },
      );
    });
  }

  it("a guest's bad payloads at the endpoints open to guests", async () => {
    const open = TARGETS.filter((target) => target.guests);
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...open)
          .chain((target) =>
            hostileData(target.fields).map((data) => ({ target, text: `{"data":${data}}` })),
          ),
        async ({ target, text }) => {
          fc.pre(!target.schema.safeParse(JSON.parse(text)).success);
          await expectRefused(await rawPost(service, target.path, text, guest));
        },
      ),
      { numRuns: 120 },
    );
  });

  it("control characters and lone surrogates in otherwise well-formed bookings", async () => {
    const contact = { mobile: "9876543210", email: "asha@example.test" };
    for (const text of ["\u0000", "a\u0007b", "\ud800"]) {
      const data = {
        bookingId,
        passengers: [{ ...adult("Asha"), employeeId: text }],
        contact: { ...contact, emergencyContactName: text },
      };
      await expectRefused(
        await rawPost(service, FLIGHT_BOOK_PATH, JSON.stringify({ data }), token),
      );
      const lookup = { bookingId, email: text };
      await expectRefused(
        await rawPost(service, BOOKING_DETAILS_PATH, JSON.stringify({ data: lookup }), guest),
      );
    }
  });

  it("bodies that are not the { data } envelope", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TARGETS.map((target) => target.path)),
        notAnEnvelope,
        async (path, body) => {
          await expectRefused(await rawPost(service, path, body, token));
        },
      ),
      { numRuns: 120 },
    );
  });

  it("oversized bodies and a polluted envelope", async () => {
    const polluted = `{"data":{"__proto__":{"bookingId":"${bookingId}"}},"__proto__":{"data":{}}}`;
    for (const { path, schema } of TARGETS) {
      await expectRefused(await rawPost(service, path, OVERSIZED_BODY, token));
      // My bookings' fields are all optional: the stripped `__proto__` leaves a valid `{}`.
      if (schema.safeParse(JSON.parse(polluted)).success) continue;
      await expectRefused(await rawPost(service, path, polluted, token));
    }
  });

  it("wrote no row", async () => {
    await service.close();
    expect(await rowCounts(database, countedTables)).toEqual(before);
  });
});
