import { devEndpoints, REVIEW_DETAILS_PATH } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booked, freshUserToken } from "../after-booking/after-booking-testing";
import { bookingCall, payCall, publishedPrice, reviewCall } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { devCall, serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
let production: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest({ devEndpoints: true });
  production = await serviceUnderTest({ devEndpoints: false });
});
afterAll(async () => {
  await service.close();
  await production.close();
});

const expire = (target: FlightService, bookingId: string) =>
  target.fetch(devCall(devEndpoints.devExpireBooking, { bookingId }));

describe("POST /xms/v1/dev/expire-booking (tests only)", () => {
  it("moves a hold's pay-by time into the past: paying it then says 1059", async () => {
    const token = await freshUserToken(service);
    const { booking } = await booked(service, token, { hold: true });
    const expired = await expire(service, booking.bookingId);
    expect(expired.status).toBe(200);
    const pay = await payCall(service, token, {
      bookingId: booking.bookingId,
      wallet: "DEPOSIT",
      amount: booking.total,
    });
    expect(pay.body.errors).toEqual([{ errCode: "1059", message: "Hold time limit expired" }]);
  });

  it("ends an unbooked review's session: its expiry moves into the past", async () => {
    const token = await freshUserToken(service);
    const review = await reviewCall(service, token, [publishedPrice("DEL", "BOM", 60).id]);
    const bookingId = review.body.payload.bookingId as string;
    const expired = await expire(service, bookingId);
    expect(expired.status).toBe(200);
    const details = await bookingCall(service, REVIEW_DETAILS_PATH, { bookingId }, token);
    expect(Date.parse(details.body.payload.expiresAt)).toBeLessThan(Date.now());
  });

  it("does not exist in production, and refuses what is not an unpaid booking", async () => {
    expect((await expire(production, "WF1234567890123")).status).toBe(404);
    expect((await expire(service, "WF1234567890123")).status).toBe(404);
    expect((await expire(service, "nonsense")).status).toBe(400);
  });
});
