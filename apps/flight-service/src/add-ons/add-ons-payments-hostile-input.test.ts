import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  ADD_ONS_PATH,
  addOnsRequestSchema,
  PAYMENT_INITIATE_PATH,
  PAYMENT_OTP_PATH,
  PAYMENT_OTP_RESEND_PATH,
  PAYMENT_STATUS_PATH,
  paymentInitiateRequestSchema,
  paymentOtpRequestSchema,
  paymentOtpResendRequestSchema,
  paymentStatusRequestSchema,
  SEAT_MAP_PATH,
  SSR_PATH,
  seatMapRequestSchema,
  ssrRequestSchema,
} from "@wayfare/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginToken } from "../after-booking/after-booking-testing";
import { bookingCall, rawPost } from "../booking/booking-testing";
import { gatewayPayments } from "../db/gateway-payments-schema";
import {
  bookings,
  ledgerEntries,
  outboxMessages,
  reviews,
  seatAssignments,
  seatCounters,
} from "../db/schema";
import type { FlightService } from "../index";
import { OTP_TEST_CARD } from "../payments/gateway-simulator";
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
import { bookedForAddOns } from "./add-ons-testing";

/**
 * Generated bad payloads for seat map, SSR, add-ons and gateway payment initiate, status and
 * OTP, from the owner of a real unpaid booking with a card payment waiting for its OTP: each
 * answers a 400-class envelope with catalogue codes and nothing is written (not even a try
 * of the OTP). PGlite files (also in the Postgres run), so the row counts are this test's
 * alone.
 */
const dir = mkdtempSync(join(tmpdir(), "wayfare-add-ons-hostile-"));
const database = { pgliteDir: join(dir, "pglite") };
let service: FlightService;
let token: string;
let bookingId: string;
let segmentId: string;
let orderRefId: string;

const countedTables = {
  reviews,
  bookings,
  seatCounters,
  seatAssignments,
  gatewayPayments,
  ledgerEntries,
  outboxMessages,
};

let before: Record<string, number | undefined>;
beforeAll(async () => {
  const first = await serviceUnderTest({ database });
  token = await loginToken(first, "agent@wayfare.test", "Agent@123");
  const booked = await bookedForAddOns(first, token);
  ({ bookingId, segmentId } = booked);
  const card = { number: OTP_TEST_CARD, name: "Asha Rao", expiry: "12/30", cvv: "123" };
  const started = await bookingCall(
    first,
    PAYMENT_INITIATE_PATH,
    { bookingId, amount: booked.total, mode: "CARD", card },
    token,
  );
  orderRefId = started.body.payload.orderRefId;
  await first.close();
  before = await rowCounts(database, countedTables);
  service = await serviceUnderTest({ database });
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

interface Target {
  path: string;
  fields: string[];
  refuses: (data: unknown) => boolean;
  /** Payloads around the real booking, so validation past the booking id is reached. */
  nearlyValid: () => fc.Arbitrary<Record<string, unknown>>;
}

const refusedBy =
  (schema: { safeParse: (body: unknown) => { success: boolean } }) => (data: unknown) =>
    !schema.safeParse({ data }).success;

const hostileSelection = fc.record(
  {
    segmentId: fc.oneof(fc.constant(segmentIdOf()), hostileValue),
    passengerIndex: fc.oneof(fc.constantFrom(...HOSTILE_NUMBERS, 9, 100), hostileValue),
    seatNo: fc.oneof(fc.constantFrom(...HOSTILE_TEXTS, "1A'--", "999Z"), hostileValue),
    mealCode: hostileValue,
    baggageCode: hostileValue,
    fastForward: hostileValue,
    wheelchair: hostileValue,
  },
  { requiredKeys: [] },
);

/** Read when a payload is generated, after beforeAll has booked. */
function segmentIdOf() {
  return segmentId ?? "";
}

const TARGETS: Target[] = [
  {
    path: SEAT_MAP_PATH,
    fields: ["bookingId"],
    refuses: refusedBy(seatMapRequestSchema),
    nearlyValid: () => fc.record({ bookingId: fc.constant(`${bookingId}\u0000`) }),
  },
  {
    path: SSR_PATH,
    fields: ["bookingId"],
    refuses: refusedBy(ssrRequestSchema),
    nearlyValid: () => fc.record({ bookingId: fc.constantFrom(...HOSTILE_TEXTS) }),
  },
  {
    path: ADD_ONS_PATH,
    fields: ["bookingId", "selections"],
    refuses: refusedBy(addOnsRequestSchema),
    nearlyValid: () =>
      fc.record({
        bookingId: fc.constant(bookingId),
        selections: fc.oneof(
          fc.array(hostileSelection, { minLength: 1, maxLength: 4 }),
          fc.array(fc.constant({ segmentId: segmentIdOf(), passengerIndex: 0 }), {
            minLength: 91,
            maxLength: 120,
          }),
          hostileValue,
        ),
      }),
  },
  {
    path: PAYMENT_INITIATE_PATH,
    fields: ["bookingId", "amount", "mode", "card", "upiId", "bank"],
    refuses: refusedBy(paymentInitiateRequestSchema(new Date())),
    nearlyValid: () =>
      fc.record({
        bookingId: fc.constant(bookingId),
        amount: fc.oneof(fc.constantFrom(...HOSTILE_NUMBERS), hostileValue),
        mode: fc.constantFrom("CARD", "UPI", "NETBANKING", "CASH", "card", "__proto__"),
        card: fc.oneof(
          fc.record({
            number: hostileValue,
            name: hostileValue,
            expiry: hostileValue,
            cvv: hostileValue,
          }),
          hostileValue,
        ),
        upiId: hostileValue,
        bank: hostileValue,
      }),
  },
  {
    path: PAYMENT_STATUS_PATH,
    fields: ["orderRefId"],
    refuses: refusedBy(paymentStatusRequestSchema),
    nearlyValid: () =>
      fc.record({
        orderRefId: fc.constantFrom(
          ...HOSTILE_TEXTS,
          "OR12345678901",
          "OR1234567890123",
          "or123456789012",
        ),
      }),
  },
  {
    path: PAYMENT_OTP_PATH,
    fields: ["orderRefId", "otp"],
    refuses: refusedBy(paymentOtpRequestSchema),
    nearlyValid: () =>
      fc.record({
        orderRefId: fc.oneof(fc.constant(orderRefIdOf()), fc.constantFrom(...HOSTILE_TEXTS)),
        otp: fc.oneof(
          fc.constantFrom("12345", "1234567", "12a456", "１２３４５６", "123 456", "-12345", "1e5"),
          fc.constantFrom(...HOSTILE_TEXTS, ...HOSTILE_NUMBERS, 123456),
          hostileValue,
        ),
      }),
  },
  {
    path: PAYMENT_OTP_RESEND_PATH,
    fields: ["orderRefId"],
    refuses: refusedBy(paymentOtpResendRequestSchema),
    nearlyValid: () =>
      fc.record({
        orderRefId: fc.constantFrom(...HOSTILE_TEXTS, "OR12345678901", "or123456789012"),
      }),
  },
];

/** Read when a payload is generated, after beforeAll has started the payment. */
function orderRefIdOf() {
  return orderRefId ?? "";
}

describe("hostile input to the add-on and gateway payment endpoints", () => {
  for (const target of TARGETS) {
    it(`${target.path}: generated bad payloads`, async () => {
      const body = fc.oneof(
        hostileData(target.fields).map((data) => `{"data":${data}}`),
        target.nearlyValid().map((data) => JSON.stringify({ data })),
      );
      await fc.assert(
        fc.asyncProperty(
          body.filter((text) => target.refuses(JSON.parse(text).data)),
          async (text) => {
            await expectRefused(await rawPost(service, target.path, text, token));
          },
        ),
        { numRuns: 60 },
      );
    });
  }

  it("bodies that are not the { data } envelope, and oversized ones", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TARGETS.map((target) => target.path)),
        notAnEnvelope,
        async (path, text) => {
          await expectRefused(await rawPost(service, path, text, token));
        },
      ),
      { numRuns: 100 },
    );
    for (const { path } of TARGETS) {
      await expectRefused(await rawPost(service, path, OVERSIZED_BODY, token));
    }
  });

  it("wrote no row, and the payment waiting for its OTP still has every try", async () => {
    const payment = await bookingCall(service, PAYMENT_STATUS_PATH, { orderRefId }, token);
    expect(payment.body.payload).toMatchObject({ status: "OTP_REQUIRED", otpAttemptsLeft: 3 });
    await service.close();
    expect(await rowCounts(database, countedTables)).toEqual(before);
  });
});
