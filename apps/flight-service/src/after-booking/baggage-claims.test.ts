import {
  BAGGAGE_CLAIM_MESSAGES,
  BAGGAGE_CLAIM_PATH,
  baggageClaimSchema,
  bookingPayloadSchema,
  CANCELLATION_CONFIRM_PATH,
  devEndpoints,
  fromRupees,
} from "@wayfare/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adult, bookingCall, detailsCall, payCall } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { devCall, serviceUnderTest } from "../testing/service-under-test";
import { booked, buyBaggageProtect, newAgentLogin, stoppableClock } from "./after-booking-testing";

const HOUR_MS = 3_600_000;

const clock = stoppableClock();
let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest({ devEndpoints: true, now: clock.now });
});
afterAll(() => service.close());

beforeEach(() => clock.run());

const newAgent = () => newAgentLogin(service);

async function details(token: string, bookingId: string) {
  return bookingPayloadSchema.parse(
    (await detailsCall(service, { bookingId }, token)).body.payload,
  );
}

/** Two adults on a DEL–BOM flight, baggage protect bought for the first only, paid. */
async function coveredBooking(token: string, covered: string[] = ["1"]) {
  const { booking } = await booked(service, token, {
    paxInfo: { ADULT: 2, CHILD: 0, INFANT: 0 },
    passengers: [adult("Asha", "Rao"), adult("Ravi", "Rao")],
  });
  const { bookingId } = booking;
  const { total: amount } = await buyBaggageProtect(service, token, bookingId, covered);
  const paid = await payCall(service, token, { bookingId, amount, wallet: "DEPOSIT" });
  expect(paid.response.status).toBe(200);
  const ticketed = await details(token, bookingId);
  const flight = ticketed.baggageClaims?.flights[0];
  if (!flight) throw new Error("no flight to claim for");
  return { bookingId, segmentId: flight.segmentId, arrival: Date.parse(flight.arrival) };
}

/** Stops the service's clock `hours` after the flight's arrival. */
function hoursAfter(arrival: number, hours: number) {
  clock.stopAt(arrival + hours * HOUR_MS);
}

const claim = (token: string, data: Record<string, unknown>) =>
  bookingCall(service, BAGGAGE_CLAIM_PATH, data, token);

const lost = { reason: "LOST", description: "Red suitcase with a yellow tag,\nnot on the belt." };

describe("POST /xms/v1/flight/baggage-claim (J§9, decision 0060)", () => {
  it("booking-details answers each flight's arrival and no claims; nothing without baggage protect", async () => {
    const login = await newAgent();
    const token = await login();
    const { bookingId, arrival } = await coveredBooking(token);
    const answered = (await details(token, bookingId)).baggageClaims;
    expect(answered?.claims).toEqual([]);
    expect(arrival).toBeGreaterThan(Date.now());
    const { booking } = await booked(service, token);
    expect((await details(token, booking.bookingId)).baggageClaims).toBeUndefined();
  });

  it("refuses a claim before the flight has arrived", async () => {
    const login = await newAgent();
    let token = await login();
    const { bookingId, segmentId, arrival } = await coveredBooking(token);
    hoursAfter(arrival, -1);
    token = await login();
    const refused = await claim(token, { bookingId, passengerId: "1", segmentId, ...lost });
    expect(refused.response.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { errCode: "400", message: "A baggage claim can be made once the flight has arrived." },
    ]);
    expect((await details(token, bookingId)).baggageClaims?.claims).toEqual([]);
  });

  it("accepts one inside the window: Submitted, up to the domestic payout, listed by booking-details; a second is refused", async () => {
    const login = await newAgent();
    let token = await login();
    const { bookingId, segmentId, arrival } = await coveredBooking(token);
    hoursAfter(arrival, 2);
    token = await login();
    const filed = await claim(token, { bookingId, passengerId: "1", segmentId, ...lost });
    expect(filed.response.status).toBe(200);
    const accepted = baggageClaimSchema.parse(filed.body.payload);
    expect(accepted).toMatchObject({
      passengerId: "1",
      segmentId,
      reason: "LOST",
      description: lost.description,
      status: "Submitted",
      amount: fromRupees(19_000),
      filedAt: new Date(arrival + 2 * HOUR_MS).toISOString(),
    });
    expect(accepted.claimId).toMatch(/^BC\d{10}$/);
    expect((await details(token, bookingId)).baggageClaims?.claims).toEqual([accepted]);

    const again = await claim(token, {
      bookingId,
      passengerId: "1",
      segmentId,
      reason: "DAMAGED",
      description: "Handle broken",
    });
    expect(again.response.status).toBe(400);
    expect(again.body.errors[0].message).toBe(BAGGAGE_CLAIM_MESSAGES.duplicate);
  });

  it("accepts one at 96 hours after arrival, refuses one after", async () => {
    const login = await newAgent();
    let token = await login();
    const { bookingId, segmentId, arrival } = await coveredBooking(token, ["1", "2"]);
    hoursAfter(arrival, 96);
    token = await login();
    const last = await claim(token, { bookingId, passengerId: "2", segmentId, ...lost });
    expect(last.response.status).toBe(200);
    hoursAfter(arrival, 96 + 1 / 60);
    token = await login();
    const late = await claim(token, { bookingId, passengerId: "1", segmentId, ...lost });
    expect(late.response.status).toBe(400);
    expect(late.body.errors[0].message).toBe(
      "Baggage claims for this flight closed 96 hours after it arrived.",
    );
  });

  it("a covered passenger whose flight was cancelled has nothing to claim on it", async () => {
    const login = await newAgent();
    let token = await login();
    const { bookingId, segmentId, arrival } = await coveredBooking(token, ["1", "2"]);
    const cancelled = await bookingCall(
      service,
      CANCELLATION_CONFIRM_PATH,
      { bookingId, segments: [{ segmentId, passengerIds: ["1"] }] },
      token,
    );
    expect(cancelled.response.status).toBe(200);
    hoursAfter(arrival, 2);
    token = await login();
    expect((await details(token, bookingId)).baggageClaims?.cancelled).toEqual([
      { passengerId: "1", segmentId },
    ]);
    const refused = await claim(token, { bookingId, passengerId: "1", segmentId, ...lost });
    expect(refused.body.errors).toEqual([
      { errCode: "400", message: BAGGAGE_CLAIM_MESSAGES.cancelled },
    ]);
    const filed = await claim(token, { bookingId, passengerId: "2", segmentId, ...lost });
    expect(filed.response.status).toBe(200);
  });

  it("refuses a passenger baggage protect does not cover, and a flight not on the booking", async () => {
    const login = await newAgent();
    let token = await login();
    const { bookingId, segmentId, arrival } = await coveredBooking(token);
    hoursAfter(arrival, 2);
    token = await login();
    const uncovered = await claim(token, { bookingId, passengerId: "2", segmentId, ...lost });
    expect(uncovered.response.status).toBe(400);
    expect(uncovered.body.errors[0].message).toBe(BAGGAGE_CLAIM_MESSAGES.notCovered);
    const elsewhere = await claim(token, {
      bookingId,
      passengerId: "1",
      segmentId: "AI999-DEL-GOI-2026-01-01",
      ...lost,
    });
    expect(elsewhere.body.errors[0].message).toBe(BAGGAGE_CLAIM_MESSAGES.unknownFlight);
  });

  it("answers a stranger as for an unknown booking (1016), without a token 403, and checks the input again", async () => {
    const login = await newAgent();
    let token = await login();
    const { bookingId, segmentId, arrival } = await coveredBooking(token);
    hoursAfter(arrival, 2);
    token = await login();
    const stranger = await (await newAgent())();
    const theirs = await claim(stranger, { bookingId, passengerId: "1", segmentId, ...lost });
    expect(theirs.response.status).toBe(404);
    expect(theirs.body.errors[0].errCode).toBe("1016");
    const anonymous = await bookingCall(service, BAGGAGE_CLAIM_PATH, {
      bookingId,
      passengerId: "1",
      segmentId,
      ...lost,
    });
    expect(anonymous.response.status).toBe(403);
    const blank = await claim(token, {
      bookingId,
      passengerId: "1",
      segmentId,
      reason: "STOLEN",
      description: " ",
    });
    expect(blank.response.status).toBe(400);
    expect(blank.body.errors.map((error: { message: string }) => error.message)).toEqual([
      BAGGAGE_CLAIM_MESSAGES.reasonRequired,
      BAGGAGE_CLAIM_MESSAGES.descriptionRequired,
    ]);
    expect((await details(token, bookingId)).baggageClaims?.claims).toEqual([]);
  });

  it("the dev hook moves a booking's flights so the last landed hours ago, and claims open on the real clock", async () => {
    const login = await newAgent();
    const token = await login();
    const { bookingId, segmentId } = await coveredBooking(token);
    const moved = await service.fetch(
      devCall(devEndpoints.devArriveBooking, { bookingId, hoursAgo: 2 }),
    );
    expect(moved.status).toBe(200);
    const { arrival } = (await moved.json()).payload as { arrival: string };
    expect(Math.abs(Date.parse(arrival) - (Date.now() - 2 * HOUR_MS))).toBeLessThan(60_000);
    const flights = (await details(token, bookingId)).baggageClaims?.flights;
    expect(flights).toEqual([{ segmentId, arrival }]);
    const filed = await claim(token, { bookingId, passengerId: "1", segmentId, ...lost });
    expect(filed.response.status).toBe(200);
    const unknown = await service.fetch(
      devCall(devEndpoints.devArriveBooking, { bookingId: "WF1234567890123", hoursAgo: 2 }),
    );
    expect(unknown.status).toBe(404);
  });
});
