import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestToken } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { addOnsCall, availableSeat, bookedForAddOns, seatMapCall } from "./add-ons-testing";

/**
 * Bookings choosing one seat at the same moment. On Postgres (DATABASE_URL) the requests
 * run in parallel over a pool; on PGlite they queue. Either way one booking gets the seat.
 */
let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

describe("choosing the same seat concurrently", () => {
  it("gives the seat to exactly one booking; the others get 1915", async () => {
    const token = await guestToken(service);
    const first = await bookedForAddOns(service, token);
    const others = [];
    for (let index = 0; index < 5; index += 1) {
      others.push(await bookedForAddOns(service, token, { priceId: first.priceId }));
    }
    const bookings = [first, ...others];
    const map = await seatMapCall(service, token, first.bookingId);
    const seat = availableSeat(map.body.payload.segments[0], () => true);
    const outcomes = await Promise.all(
      bookings.map((booking) =>
        addOnsCall(service, token, booking.bookingId, [
          { segmentId: booking.segmentId, passengerIndex: 0, seatNo: seat.seatNo },
        ]),
      ),
    );
    const winners = outcomes.filter(({ body }) => body.status.success);
    expect(winners).toHaveLength(1);
    expect(
      outcomes.filter(({ body }) => !body.status.success).map(({ body }) => body.errors[0].errCode),
    ).toEqual(Array(bookings.length - 1).fill("1915"));
  });
});
