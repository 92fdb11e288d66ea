import { bookingPayloadSchema } from "@wayfare/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { detailsCall } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";
import { newAgentLogin, paidBooking, stoppableClock } from "./after-booking-testing";

const DAY_MS = 86_400_000;
const clock = stoppableClock();
let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest({ devEndpoints: true, now: clock.now });
});
afterAll(() => service.close());

beforeEach(() => clock.run());

/** A new agent with a booking paid from its deposit. */
async function travellerWithBooking() {
  const login = await newAgentLogin(service);
  const { booking } = await paidBooking(service, await login());
  const departs = Date.parse(`${booking.tripInfos[0].segments[0].departureTime}:00+05:30`);
  return { login, bookingId: booking.bookingId as string, departs };
}

async function feedback(token: string, data: Record<string, unknown>) {
  const response = await service.fetch(
    backendCall({ apiName: "submitFeedback", ...data }, { authorization: `Bearer ${token}` }),
  );
  return { response, body: await response.json() };
}

describe("submitFeedback (J§2 feedback after travel)", () => {
  it("is refused before the trip, kept once after it, and shown by booking-details", async () => {
    const { login, bookingId, departs } = await travellerWithBooking();
    const early = await feedback(await login(), { bookingId, rating: 5 });
    expect(early.response.status).toBe(400);
    expect(early.body.errors[0].errCode).toBe("2504");

    clock.stopAt(departs + DAY_MS);
    const token = await login();
    const given = await feedback(token, { bookingId, rating: 4, comment: "  Smooth boarding " });
    expect(given.response.status).toBe(200);
    expect(given.body.payload.feedback).toEqual({
      rating: 4,
      comment: "Smooth boarding",
      givenAt: clock.now().toISOString(),
    });
    const again = await feedback(token, { bookingId, rating: 1 });
    expect(again.body.payload.feedback.rating).toBe(4);
    const details = bookingPayloadSchema.parse(
      (await detailsCall(service, { bookingId }, token)).body.payload,
    );
    expect(details.feedback?.rating).toBe(4);
  });

  it("refuses a missing rating, a long comment, and anyone else's booking", async () => {
    const { login, bookingId, departs } = await travellerWithBooking();
    const other = await travellerWithBooking();
    clock.stopAt(departs + DAY_MS);
    const token = await login();
    const unrated = await feedback(token, { bookingId });
    expect(unrated.response.status).toBe(400);
    expect(unrated.body.errors.map((e: { message: string }) => e.message)).toContain(
      "Please rate your trip",
    );
    const long = await feedback(token, { bookingId, rating: 3, comment: "x".repeat(1001) });
    expect(long.body.errors.map((e: { message: string }) => e.message)).toContain(
      "Please keep your comments within 1000 characters",
    );
    const stranger = await feedback(await other.login(), { bookingId, rating: 3 });
    expect(stranger.response.status).toBe(404);
  });
});
