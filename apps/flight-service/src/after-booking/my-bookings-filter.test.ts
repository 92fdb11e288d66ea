import {
  MY_BOOKINGS_FILTER_MESSAGES,
  MY_BOOKINGS_PATH,
  type MyBookingsPayload,
  myBookingsPayloadSchema,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adult, bookingCall, publishedPrice } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { booked, loggedInLike } from "./after-booking-testing";

let service: FlightService;
let agency: string;
let staff: string;
const ONE = { ADULT: 1, CHILD: 0, INFANT: 0 };
beforeAll(async () => {
  service = await serviceUnderTest();
  const owner = await loggedInLike(service, "agent@wayfare.test", "Agent@123");
  agency = owner.token;
  staff = (
    await loggedInLike(service, "agentstaff@wayfare.test", "Agentstaff@123", owner.partnerId)
  ).token;
});
afterAll(() => service.close());

async function list(token: string, filter: Record<string, string>): Promise<MyBookingsPayload> {
  const { response, body } = await bookingCall(service, MY_BOOKINGS_PATH, { filter }, token);
  expect(response.status).toBe(200);
  return myBookingsPayloadSchema.parse(body.payload);
}

const bookOn = (token: string, days: number, name: string) =>
  booked(service, token, {
    priceIds: [publishedPrice("DEL", "BOM", days, ONE).id],
    passengers: [adult(name, "Iyer")],
  });

describe("My bookings filters: traveller, travel dates, booker (issue 22)", () => {
  it("an agency sees its staff's bookings, filtered by traveller, dates and who booked", async () => {
    const mine = (await bookOn(agency, 40, "Meera")).booking;
    const theirs = (await bookOn(staff, 60, "Kabir")).booking;
    const ids = (payload: MyBookingsPayload) => payload.bookings.map((entry) => entry.bookingId);

    const all = await list(agency, {});
    expect(ids(all)).toEqual([theirs.bookingId, mine.bookingId]);
    expect(all.bookers.map((booker) => booker.name).sort()).toHaveLength(2);
    expect(all.bookings[0]?.bookedBy?.name).toBeTruthy();

    expect(ids(await list(agency, { traveller: "kabir iyer" }))).toEqual([theirs.bookingId]);
    const travelDay = (booking: typeof mine) =>
      booking.tripInfos[0].segments[0].departureTime.slice(0, 10) as string;
    const firstDay = travelDay(mine);
    expect(ids(await list(agency, { travelFrom: firstDay, travelTo: firstDay }))).toEqual([
      mine.bookingId,
    ]);
    const staffId = all.bookings.find((entry) => entry.bookingId === theirs.bookingId)?.bookedBy
      ?.userId as string;
    const byStaff = await list(agency, { bookedBy: staffId });
    expect(ids(byStaff)).toEqual([theirs.bookingId]);
    expect(byStaff.counts.All).toBe(1);
  });

  it(`refuses travel dates out of order with '${MY_BOOKINGS_FILTER_MESSAGES.travelDates}'`, async () => {
    const { response, body } = await bookingCall(
      service,
      MY_BOOKINGS_PATH,
      { filter: { travelFrom: "2027-01-10", travelTo: "2027-01-09" } },
      agency,
    );
    expect(response.status).toBe(400);
    expect(body.errors.map((error: { message: string }) => error.message)).toContain(
      MY_BOOKINGS_FILTER_MESSAGES.travelDates,
    );
  });

  it("a user who sees only their own bookings is told no bookers", async () => {
    const { token } = await loggedInLike(service, "customer@wayfare.test", "Customer@123");
    const payload = await list(token, {});
    expect(payload.bookers).toEqual([]);
    expect(payload.bookings.every((entry) => entry.bookedBy === undefined)).toBe(true);
  });
});
