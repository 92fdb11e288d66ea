import {
  AMENDMENT_QUEUE_PATH,
  CREATE_CUSTOMER_REQUEST_PATH,
  CUSTOMER_JOURNEY_DETAILS_PATH,
  CUSTOMER_JOURNEY_REVOKE_PATH,
  CUSTOMER_JOURNEY_SHARE_PATH,
  createCustomerRequestPayloadSchema,
  customerJourneyPayloadSchema,
  customerJourneySharePayloadSchema,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distributorToken, loginToken, paidBooking } from "../after-booking/after-booking-testing";
import { adult, bookingCall, CONTACT } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { outboxFor } from "../testing/fresh-user";
import { serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
let agent: string;
beforeAll(async () => {
  service = await serviceUnderTest();
  agent = await distributorToken(service);
});
afterAll(() => service.close());

const share = (bookingId: string, showPrice: boolean, as = agent) =>
  bookingCall(service, CUSTOMER_JOURNEY_SHARE_PATH, { bookingId, showPrice }, as);
const details = (token: string) => bookingCall(service, CUSTOMER_JOURNEY_DETAILS_PATH, { token });
const raise = (data: Record<string, unknown>) =>
  bookingCall(service, CREATE_CUSTOMER_REQUEST_PATH, data);

async function shared(showPrice = true) {
  const { booking } = await paidBooking(service, agent, {
    paxInfo: { ADULT: 2, CHILD: 0, INFANT: 0 },
    passengers: [adult("Asha"), adult("Ravi")],
  });
  const bookingId = booking.bookingId as string;
  const answer = await share(bookingId, showPrice);
  expect(answer.response.status).toBe(200);
  const { token } = customerJourneySharePayloadSchema.parse(answer.body.payload);
  return { bookingId, token, segmentId: booking.tripInfos[0].segments[0].id as string };
}

describe("the customer journey page of a shared booking (J§2, J§3, decision 0072)", () => {
  it("opens by its token alone with the agent's name, email, mobile, logo and the flights; the price as the agent chose", async () => {
    const { bookingId, token, segmentId } = await shared(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { response, body } = await details(token);
    expect(response.status).toBe(200);
    const journey = customerJourneyPayloadSchema.parse(body.payload);
    expect(journey).toMatchObject({
      bookingId,
      agentName: expect.any(String),
      email: "distributor@wayfare.test",
      showPrice: true,
      isRequestRaised: false,
      pendingRequests: [],
    });
    expect(journey.totalFare).toBeGreaterThan(0);
    expect(journey.customerTripInfos[0]?.segment.id).toBe(segmentId);
    expect(journey.customerTripInfos[0]?.passengers.map((p) => p.name)).toEqual([
      "Mr Asha Sharma",
      "Mr Ravi Sharma",
    ]);
    expect(journey.segments).toEqual([{ segmentId, autofill: true, autofillError: null }]);
    expect(JSON.stringify(journey)).not.toContain(CONTACT.email);

    const hidden = await shared(false);
    const withoutPrice = customerJourneyPayloadSchema.parse(
      (await details(hidden.token)).body.payload,
    );
    expect(withoutPrice).toMatchObject({ showPrice: false, totalFare: null });
  });

  it("sharing again or revoking ends the earlier link; a made-up token opens nothing", async () => {
    const { bookingId, token } = await shared();
    const second = customerJourneySharePayloadSchema.parse(
      (await share(bookingId, false)).body.payload,
    );
    const message = "This link is no longer valid. Please ask your travel agent for a new one.";
    const old = await details(token);
    expect(old.response.status).toBe(404);
    expect(JSON.stringify(old.body.errors)).toContain(message);
    expect((await details(second.token)).response.status).toBe(200);
    const revoked = await bookingCall(service, CUSTOMER_JOURNEY_REVOKE_PATH, { bookingId }, agent);
    expect(revoked.body.payload).toEqual({ bookingId, revoked: 1 });
    expect((await details(second.token)).response.status).toBe(404);
    expect((await details("A".repeat(43))).response.status).toBe(404);
    expect((await details("short")).response.status).toBe(400);
  });

  it("only a business user who sees the booking shares it", async () => {
    const { bookingId } = await shared();
    const customer = await loginToken(service, "customer@wayfare.test", "Customer@123");
    expect((await share(bookingId, true, customer)).response.status).toBe(404);
    expect((await share(bookingId, true, "")).response.status).toBe(403);
  });

  it("the traveller raises a request per segment by the token; it reaches the desk's queue and isRequestRaised", async () => {
    const { bookingId, token, segmentId } = await shared();
    const request = {
      token,
      segmentId,
      amendmentType: "REISSUE",
      passengerIds: ["1", "2"],
      remarks: "A day later, please",
    };
    const first = await raise(request);
    expect(first.response.status).toBe(200);
    const raised = createCustomerRequestPayloadSchema.parse(first.body.payload);
    expect(raised).toMatchObject({ bookingId, status: "REQUESTED", isRequestRaised: true });
    expect((await raise(request)).body.payload.requestId).toBe(raised.requestId);

    const journey = customerJourneyPayloadSchema.parse((await details(token)).body.payload);
    expect(journey.isRequestRaised).toBe(true);
    expect(journey.pendingRequests.map((r) => r.requestId)).toEqual([raised.requestId]);
    expect(journey.segments[0]).toMatchObject({ autofill: false });

    const another = await raise({ ...request, amendmentType: "NO_SHOW" });
    expect(another.response.status).toBe(409);
    expect(JSON.stringify(another.body.errors)).toContain(
      "A request for this flight is already waiting for the travel desk.",
    );

    const desk = await loginToken(service, "callcenter@wayfare.test", "Callcenter@123");
    const queue = await bookingCall(service, AMENDMENT_QUEUE_PATH, {}, desk);
    const queued = queue.body.payload.requests.find(
      (entry: { requestId: string }) => entry.requestId === raised.requestId,
    );
    expect(queued).toMatchObject({
      bookingId,
      amendmentType: "REISSUE",
      route: expect.any(String),
    });
    const emails = await outboxFor(service, CONTACT.email);
    expect(emails.some((email) => email.subject?.includes(raised.requestId))).toBe(true);
  });

  it("refuses with the spec's messages, a segment or passenger not booked, and a dead link", async () => {
    const { bookingId, token, segmentId } = await shared();
    const nobody = await raise({ token, segmentId, amendmentType: "REISSUE", passengerIds: [] });
    expect(JSON.stringify(nobody.body.errors)).toContain("Please Select atleast one passenger");
    const noType = await raise({ token, segmentId, passengerIds: ["1"] });
    expect(JSON.stringify(noType.body.errors)).toContain("Please select Ammendment type");
    const correction = await raise({
      token,
      segmentId,
      amendmentType: "CORRECTION",
      passengerIds: ["1"],
    });
    expect(JSON.stringify(correction.body.errors)).toContain("Name or Address can not be empty.");
    const stranger = await raise({
      token,
      segmentId,
      amendmentType: "NO_SHOW",
      passengerIds: ["3"],
    });
    expect(stranger.response.status).toBe(400);
    const elsewhere = await raise({
      token,
      segmentId: "XX1-AAA-BBB",
      amendmentType: "NO_SHOW",
      passengerIds: ["1"],
    });
    expect(elsewhere.response.status).toBe(400);
    await bookingCall(service, CUSTOMER_JOURNEY_REVOKE_PATH, { bookingId }, agent);
    const dead = await raise({ token, segmentId, amendmentType: "NO_SHOW", passengerIds: ["1"] });
    expect(dead.response.status).toBe(404);
  });
});
