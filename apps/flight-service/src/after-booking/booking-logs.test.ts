import {
  BOOKING_LOG_SYSTEM_ACTOR,
  bookingPayloadSchema,
  CANCELLATION_CONFIRM_PATH,
  FLIGHT_HOLD_PATH,
  UNHOLD_PATH,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCall, CONTACT, detailsCall, payCall } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { booked, distributorToken } from "./after-booking-testing";

let service: FlightService;
let clockOffset = 0;
beforeAll(async () => {
  service = await serviceUnderTest({
    now: () => new Date(Date.now() + clockOffset),
    sessionMinutes: 15,
  });
});
afterAll(() => service.close());

async function logsOf(bookingId: string, token?: string) {
  const { body } = await detailsCall(service, { bookingId }, token);
  return bookingPayloadSchema.parse(body.payload).logs;
}

describe("booking logs in booking-details (J§4: who did what, when)", () => {
  it("a booking held, paid from the deposit and cancelled: each step, by whom, oldest first", async () => {
    const token = await distributorToken(service);
    const { booking } = await booked(service, token);
    const held = await bookingCall(
      service,
      FLIGHT_HOLD_PATH,
      { bookingId: booking.bookingId },
      token,
    );
    // Held, the total includes the hold charges of a low-cost carrier (J§1).
    await payCall(service, token, {
      bookingId: booking.bookingId,
      wallet: "DEPOSIT",
      amount: held.body.payload.total,
    });
    await bookingCall(service, CANCELLATION_CONFIRM_PATH, { bookingId: booking.bookingId }, token);
    const logs = (await logsOf(booking.bookingId, token)) ?? [];
    expect(logs.map(({ kind, detail }) => [kind, detail.replace(/^[A-Z0-9]+, /, "")])).toEqual([
      ["BOOKED", ""],
      ["HELD", ""],
      ["PAID", "Deposit"],
      ["CANCELLED", expect.stringMatching(/^refund ₹[\d,]+\.\d\d$/)],
    ]);
    expect(new Set(logs.map((entry) => entry.by)).size).toBe(1);
    expect(logs[0]?.by).not.toBe(BOOKING_LOG_SYSTEM_ACTOR);
    const times = logs.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("an unhold, and an unpaid booking released by the service itself, are logged", async () => {
    const token = await distributorToken(service);
    const held = (await booked(service, token, { hold: true })).booking;
    await bookingCall(service, UNHOLD_PATH, { bookingId: held.bookingId }, token);
    expect((await logsOf(held.bookingId, token))?.map((entry) => entry.kind)).toEqual([
      "BOOKED",
      "HELD",
      "UNHELD",
    ]);

    const lapsed = (await booked(service, token)).booking;
    clockOffset = 16 * 60_000;
    try {
      const logs = (await logsOf(lapsed.bookingId, token)) ?? [];
      expect(logs.map((entry) => [entry.kind, entry.by])).toEqual([
        ["BOOKED", logs[0]?.by],
        ["RELEASED", BOOKING_LOG_SYSTEM_ACTOR],
      ]);
    } finally {
      clockOffset = 0;
    }
  });

  it("a guest looking a booking up by its contact gets the booking, not its logs", async () => {
    const token = await distributorToken(service);
    const { booking } = await booked(service, token);
    const { body } = await detailsCall(service, {
      bookingId: booking.bookingId,
      email: CONTACT.email,
    });
    expect(body.payload.bookingId).toBe(booking.bookingId);
    expect(body.payload.logs).toBeUndefined();
  });
});
