import { UPCOMING_TRAVEL_PATH, upcomingTravelPayloadSchema } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCall, guestToken } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { booked, distributorToken, paidBooking } from "./after-booking-testing";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

const upcoming = (token: string) => bookingCall(service, UPCOMING_TRAVEL_PATH, {}, token);

describe("POST /xms/v1/getUpcomingtravelBookings (J§2 upcoming travel)", () => {
  it("lists the three paid bookings flying soonest, with their next flight, and no held one", async () => {
    const token = await distributorToken(service);
    const paid = [];
    for (let index = 0; index < 4; index++) paid.push((await paidBooking(service, token)).booking);
    await booked(service, token, { hold: true });

    const { response, body } = await upcoming(token);
    expect(response.status).toBe(200);
    const { trips } = upcomingTravelPayloadSchema.parse(body.payload);
    const soonest = paid
      .map((booking) => ({ booking, segment: booking.tripInfos[0].segments[0] }))
      .sort((a, b) => a.segment.departureTime.localeCompare(b.segment.departureTime))
      .slice(0, 3);
    expect(trips).toEqual(
      soonest.map(({ booking, segment }) => ({
        bookingId: booking.bookingId,
        pnrs: booking.pnrs,
        from: "DEL",
        to: "BOM",
        passengers: ["Mr Asha Sharma"],
        nextFlight: {
          from: "DEL",
          to: "BOM",
          departure: segment.departureTime,
          airline: segment.airline.code,
          flightNumber: segment.flightNumber,
        },
      })),
    );
  });

  it("is refused to a guest token", async () => {
    const { response } = await upcoming(await guestToken(service));
    expect(response.status).toBe(403);
  });
});
