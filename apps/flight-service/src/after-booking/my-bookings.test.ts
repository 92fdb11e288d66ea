import { MY_BOOKINGS_PATH, myBookingsPayloadSchema, UNHOLD_PATH } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adult, bookingCall, guestToken } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { booked, distributorToken, freshUserToken, paidBooking } from "./after-booking-testing";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

const list = (token: string, data: Record<string, unknown> = {}) =>
  bookingCall(service, MY_BOOKINGS_PATH, data, token);

describe("POST /xms/v1/flight/my-bookings", () => {
  it("lists the caller's bookings newest first, grouped by the domain's tabs and paged", async () => {
    const token = await freshUserToken(service);
    const pending = (await booked(service, token)).booking;
    const held = (await booked(service, token, { hold: true })).booking;
    const released = (await booked(service, token, { hold: true })).booking;
    await bookingCall(service, UNHOLD_PATH, { bookingId: released.bookingId }, token);

    const all = await list(token);
    expect(all.response.status).toBe(200);
    const payload = myBookingsPayloadSchema.parse(all.body.payload);
    expect(payload.bookings.map((b) => b.bookingId)).toEqual([
      released.bookingId,
      held.bookingId,
      pending.bookingId,
    ]);
    expect(payload.counts).toEqual({
      All: 3,
      Upcoming: 0,
      Unconfirmed: 2,
      Completed: 0,
      Cancelled: 1,
    });
    expect(payload.bookings[1]).toEqual({
      bookingId: held.bookingId,
      status: "On Hold",
      tab: "Unconfirmed",
      pnrs: held.pnrs,
      from: "DEL",
      to: "BOM",
      firstDeparture: held.tripInfos[0].segments[0].departureTime,
      passengers: ["Mr Asha Sharma"],
      total: held.total,
      payBy: held.payBy,
      createdAt: held.createdAt,
      // An agent sees its organisation's bookings, each with who booked it.
      bookedBy: { userId: expect.any(String), name: expect.any(String) },
    });

    const unconfirmed = await list(token, { tab: "Unconfirmed", pageSize: 1, page: 1 });
    expect(
      unconfirmed.body.payload.bookings.map((b: { bookingId: string }) => b.bookingId),
    ).toEqual([pending.bookingId]);
    const cancelled = await list(token, { tab: "Cancelled" });
    expect(cancelled.body.payload.bookings[0]).toMatchObject({
      bookingId: released.bookingId,
      status: "CANCELLED",
    });
  });

  it("shows a paid booking under Upcoming", async () => {
    const token = await distributorToken(service);
    const { booking } = await paidBooking(service, token, {
      passengers: [adult("Upcoming", "Traveller")],
    });
    const { body } = await list(token, { tab: "Upcoming", pageSize: 50 });
    expect(body.payload.bookings).toContainEqual(
      expect.objectContaining({ bookingId: booking.bookingId, status: "Success", tab: "Upcoming" }),
    );
  });

  it("shows nobody else's bookings", async () => {
    const owner = await freshUserToken(service);
    await booked(service, owner);
    const { body } = await list(await freshUserToken(service));
    expect(body.payload.bookings).toEqual([]);
    expect(body.payload.counts.All).toBe(0);
  });

  it("refuses guest tokens and missing tokens with 403, and bad paging with 400", async () => {
    const guest = await list(await guestToken(service));
    expect(guest.response.status).toBe(403);
    expect(guest.body.errors).toEqual([{ errCode: "403", message: "Invalid Access" }]);
    expect((await bookingCall(service, MY_BOOKINGS_PATH, {})).response.status).toBe(403);
    const token = await freshUserToken(service);
    for (const data of [{ pageSize: 51 }, { page: -1 }, { tab: "Later" }, { pageSize: 1.5 }]) {
      const { response, body } = await list(token, data);
      expect(response.status).toBe(400);
      expect(body.errors[0].errCode).toBe("400");
    }
  });
});
