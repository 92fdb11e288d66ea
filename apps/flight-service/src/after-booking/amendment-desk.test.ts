import {
  AMENDMENT_PROCESS_PATH,
  AMENDMENT_QUEUE_PATH,
  AMENDMENT_REQUEST_PATH,
  amendmentProcessPayloadSchema,
  amendmentQueuePayloadSchema,
  amendmentRequestPayloadSchema,
  BOOKING_DETAILS_PATH,
  NAME_CORRECTION_MESSAGES,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adult, bookingCall, CONTACT } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { outboxFor } from "../testing/fresh-user";
import { serviceUnderTest } from "../testing/service-under-test";
import { distributorToken, loginToken, paidBooking } from "./after-booking-testing";

let service: FlightService;
let booker: string;
let desk: string;
beforeAll(async () => {
  service = await serviceUnderTest();
  booker = await distributorToken(service);
  desk = await loginToken(service, "callcenter@wayfare.test", "Callcenter@123");
});
afterAll(() => service.close());

const queue = (as: string) => bookingCall(service, AMENDMENT_QUEUE_PATH, {}, as);
const processRequest = (data: Record<string, unknown>, as = desk) =>
  bookingCall(service, AMENDMENT_PROCESS_PATH, data, as);

/** A ticketed booking of two with a date change (or `amendmentType`) asked for the second passenger. */
async function requested(amendmentType = "REISSUE") {
  const { booking } = await paidBooking(service, booker, {
    paxInfo: { ADULT: 2, CHILD: 0, INFANT: 0 },
    passengers: [adult("Asha"), adult("Ravi")],
  });
  const segmentId = booking.tripInfos[0].segments[0].id as string;
  const raised = await bookingCall(
    service,
    AMENDMENT_REQUEST_PATH,
    {
      bookingId: booking.bookingId,
      amendmentType,
      segments: [{ segmentId, passengerIds: ["2"] }],
      remarks: "The evening flight, please",
      ...(amendmentType === "CORRECTION" ? { correction: "Ravi Sharmaa, not Sharma" } : {}),
    },
    booker,
  );
  return amendmentRequestPayloadSchema.parse(raised.body.payload);
}

describe("the travel desk's queue of amendment requests (decision 0027)", () => {
  it("lists what was asked, oldest first, for the call centre", async () => {
    const { requestId, bookingId } = await requested();
    const { response, body } = await queue(desk);
    expect(response.status).toBe(200);
    const { requests } = amendmentQueuePayloadSchema.parse(body.payload);
    const mine = requests.find((request) => request.requestId === requestId);
    expect(mine).toMatchObject({
      bookingId,
      amendmentType: "REISSUE",
      status: "REQUESTED",
      passengerNames: ["Mr Ravi Sharma"],
      route: "DEL-BOM",
      remarks: "The evening flight, please",
      correction: null,
      contactEmail: CONTACT.email,
    });
    const times = requests.map((request) => Date.parse(request.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("closes a request once with a note emailed to the traveller; it leaves the queue", async () => {
    const { requestId, bookingId } = await requested();
    const closing = { requestId, outcome: "COMPLETED", note: "Moved to 6E 2137 at 19:40." };
    const [first, again] = await Promise.all([processRequest(closing), processRequest(closing)]);
    expect(first.response.status).toBe(200);
    expect(again.body.payload).toEqual(first.body.payload);
    expect(amendmentProcessPayloadSchema.parse(first.body.payload)).toMatchObject({
      requestId,
      status: "COMPLETED",
      note: "Moved to 6E 2137 at 19:40.",
    });
    const mail = await outboxFor(service, CONTACT.email);
    const closed = mail.filter((message) => message.subject?.includes(`${requestId} for booking`));
    expect(closed.map((message) => message.subject)).toContain(
      `Date Change request ${requestId} for booking ${bookingId}: done`,
    );
    expect(closed.filter((message) => message.subject?.endsWith(": done"))).toHaveLength(1);
    const { requests } = amendmentQueuePayloadSchema.parse((await queue(desk)).body.payload);
    expect(requests.some((request) => request.requestId === requestId)).toBe(false);

    const changed = await processRequest({ ...closing, outcome: "REJECTED" });
    expect(changed.response.status).toBe(409);
    expect(changed.body.errors[0].errCode).toBe("2504");
  });

  it("only the desk's roles see or close requests; bad closings are refused with their messages", async () => {
    const { requestId } = await requested();
    expect((await queue(booker)).response.status).toBe(404);
    const byAgent = await processRequest({ requestId, outcome: "REJECTED", note: "no" }, booker);
    expect(byAgent.response.status).toBe(404);
    expect((await queue("")).response.status).toBe(403);
    const blank = await processRequest({ requestId, outcome: "REJECTED", note: "  " });
    expect(blank.response.status).toBe(400);
    expect(JSON.stringify(blank.body.errors)).toContain(
      "Please write what was done, or why it was refused",
    );
    const unknown = await processRequest({
      requestId: "AR0000000000",
      outcome: "REJECTED",
      note: "x",
    });
    expect(unknown.response.status).toBe(404);
    for (const hostile of [
      { requestId: "'; drop table x", outcome: "REJECTED", note: "x" },
      { requestId, outcome: "DONE", note: "x" },
      { requestId, outcome: "REJECTED", note: "a".repeat(5000) },
    ]) {
      expect((await processRequest(hostile)).response.status).toBe(400);
    }
    const supervisor = await loginToken(service, "supervisor@wayfare.test", "Supervisor@123");
    const refused = await processRequest(
      { requestId, outcome: "REJECTED", note: "The fare does not allow a date change." },
      supervisor,
    );
    expect(refused.body.payload).toMatchObject({ status: "REJECTED" });
  });
});

describe("the desk's done on a name correction changes the booking (issue 21)", () => {
  const details = async (bookingId: string) =>
    (await bookingCall(service, BOOKING_DETAILS_PATH, { bookingId }, booker)).body.payload;

  it("puts the corrected name on the booking, logged with the name it replaced", async () => {
    const { requestId, bookingId } = await requested("CORRECTION");
    const { body } = await queue(desk);
    const mine = amendmentQueuePayloadSchema
      .parse(body.payload)
      .requests.find((request) => request.requestId === requestId);
    expect(mine?.travellers).toEqual([{ passengerId: "2", name: "Mr Ravi Sharma" }]);
    const closed = await processRequest({
      requestId,
      outcome: "COMPLETED",
      note: "Name corrected with the airline.",
      nameCorrection: { passengerId: "2", firstName: "Ravi", lastName: "Sharmaa" },
    });
    expect(closed.response.status).toBe(200);
    const booking = await details(bookingId);
    expect(booking.passengers.map((p: { lastName: string }) => p.lastName)).toEqual([
      "Sharma",
      "Sharmaa",
    ]);
    expect(booking.logs).toContainEqual(
      expect.objectContaining({
        kind: "NAME_CORRECTED",
        detail: "Name corrected from Ravi Sharma to Ravi Sharmaa.",
      }),
    );
  });

  it("refuses another person's name, a traveller not asked about and a request of another kind; the request stays open", async () => {
    const { requestId, bookingId } = await requested("CORRECTION");
    const closing = { requestId, outcome: "COMPLETED", note: "Done" };
    for (const [nameCorrection, message] of [
      [
        { passengerId: "2", firstName: "Sunita", lastName: "Verma" },
        NAME_CORRECTION_MESSAGES.tooDifferent,
      ],
      [
        { passengerId: "1", firstName: "Asha", lastName: "Sharmaa" },
        NAME_CORRECTION_MESSAGES.travellerNotRequested,
      ],
    ] as const) {
      const refused = await processRequest({ ...closing, nameCorrection });
      expect(refused.response.status).toBe(400);
      expect(refused.body.errors[0].message).toBe(message);
    }
    const dateChange = await requested();
    const wrongKind = await processRequest({
      requestId: dateChange.requestId,
      outcome: "COMPLETED",
      note: "Done",
      nameCorrection: { passengerId: "2", firstName: "Ravi", lastName: "Sharmaa" },
    });
    expect(wrongKind.body.errors[0].message).toBe(NAME_CORRECTION_MESSAGES.notACorrection);
    const { body } = await queue(desk);
    const open = amendmentQueuePayloadSchema.parse(body.payload).requests.map((r) => r.requestId);
    expect(open).toEqual(expect.arrayContaining([requestId, dateChange.requestId]));
    const booking = await details(bookingId);
    expect(booking.passengers.map((p: { lastName: string }) => p.lastName)).toEqual([
      "Sharma",
      "Sharma",
    ]);
  });
});
