import {
  AMENDMENT_REQUEST_PATH,
  amendmentRequestPayloadSchema,
  CANCELLATION_CONFIRM_PATH,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adult, bookingCall, CONTACT, guestToken } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { outboxFor } from "../testing/fresh-user";
import { serviceUnderTest } from "../testing/service-under-test";
import { booked, distributorToken, freshUserToken, paidBooking } from "./after-booking-testing";

let service: FlightService;
let token: string;
beforeAll(async () => {
  service = await serviceUnderTest();
  token = await distributorToken(service);
});
afterAll(() => service.close());

const raise = (data: Record<string, unknown>, as = token) =>
  bookingCall(service, AMENDMENT_REQUEST_PATH, data, as);

async function ticketed() {
  const { booking } = await paidBooking(service, token, {
    paxInfo: { ADULT: 2, CHILD: 0, INFANT: 0 },
    passengers: [adult("Asha"), adult("Ravi")],
  });
  return { bookingId: booking.bookingId as string, segmentId: booking.tripInfos[0].segments[0].id };
}

describe("POST /xms/v1/flight/amendment/request (J§2 'Cancel / amend booking')", () => {
  it("records a date change request with a request id and emails the contact; once however often sent", async () => {
    const { bookingId, segmentId } = await ticketed();
    const request = {
      bookingId,
      amendmentType: "REISSUE",
      segments: [{ segmentId, passengerIds: ["2"] }],
      remarks: "Move to the evening flight",
    };
    const first = await raise(request);
    expect(first.response.status).toBe(200);
    const raised = amendmentRequestPayloadSchema.parse(first.body.payload);
    expect(raised).toMatchObject({ bookingId, amendmentType: "REISSUE", status: "REQUESTED" });
    expect(raised.requestId).toMatch(/^AR\d{10}$/);
    expect((await raise(request)).body.payload.requestId).toBe(raised.requestId);
    const [email] = await outboxFor(service, CONTACT.email);
    expect(email?.subject).toBe(`Date Change request ${raised.requestId} for booking ${bookingId}`);
  });

  it("a correction needs the corrected name or address: 'Name or Address can not be empty.'", async () => {
    const { bookingId, segmentId } = await ticketed();
    const { response, body } = await raise({
      bookingId,
      amendmentType: "CORRECTION",
      segments: [{ segmentId, passengerIds: ["1"] }],
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(body.errors)).toContain("Name or Address can not be empty.");
  });

  it("'Please Select atleast one passenger'; cancellation is not a request; unknown segments 2504", async () => {
    const { bookingId, segmentId } = await ticketed();
    const nobody = await raise({
      bookingId,
      amendmentType: "REISSUE",
      segments: [{ segmentId, passengerIds: [] }],
    });
    expect(JSON.stringify(nobody.body.errors)).toContain("Please Select atleast one passenger");
    const cancellation = await raise({
      bookingId,
      amendmentType: "CANCELLATION",
      segments: [{ segmentId, passengerIds: ["1"] }],
    });
    expect(cancellation.response.status).toBe(400);
    const unknown = await raise({
      bookingId,
      amendmentType: "NO_SHOW",
      segments: [{ segmentId: "XX1-AAA-BBB", passengerIds: ["1"] }],
    });
    expect(unknown.body.errors[0].errCode).toBe("2504");
  });

  it("nobody else's booking (1016), not for a guest ('Login to Cancel'), not before it is ticketed", async () => {
    const { bookingId, segmentId } = await ticketed();
    const request = {
      bookingId,
      amendmentType: "MISCELLANEOUS",
      segments: [{ segmentId, passengerIds: ["1"] }],
    };
    const stranger = await raise(request, await freshUserToken(service));
    expect(stranger.body.errors[0].errCode).toBe("1016");
    const guest = await raise(request, await guestToken(service));
    expect(guest.body.errors[0].message).toBe("Login to Cancel");
    const held = await booked(service, token, { hold: true });
    const unpaid = await raise({
      ...request,
      bookingId: held.booking.bookingId,
      segments: [{ segmentId: held.booking.tripInfos[0].segments[0].id, passengerIds: ["1"] }],
    });
    expect(unpaid.body.errors[0].errCode).toBe("2504");
    await bookingCall(service, CANCELLATION_CONFIRM_PATH, { bookingId }, token);
    expect((await raise(request)).body.errors[0].errCode).toBe("2504");
  });
});
