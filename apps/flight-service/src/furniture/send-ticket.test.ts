import { SEND_TICKET_PATH, TICKET_SEND_LIMIT, ticketSentPayloadSchema } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booked, distributorToken, paidBooking } from "../after-booking/after-booking-testing";
import { CONTACT, guestToken } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { outboxFor } from "../testing/fresh-user";
import { serviceUnderTest } from "../testing/service-under-test";
import { furnitureCall } from "./furniture-testing";

let service: FlightService;
let token: string;
beforeAll(async () => {
  service = await serviceUnderTest();
  token = await distributorToken(service);
});
afterAll(() => service.close());

const sendTicket = (data: Record<string, unknown>, caller?: string) =>
  furnitureCall(service, SEND_TICKET_PATH, { data, token: caller });

async function messagesAbout(recipient: string, bookingId: string) {
  return (await outboxFor(service, recipient)).filter((m) => m.body.includes(bookingId));
}

describe("POST /xms/v1/flight/send-ticket", () => {
  it("emails the owner's ticket with PNR, flights, ticket numbers and the price", async () => {
    const { booking } = await paidBooking(service, token);
    const { response, body } = await sendTicket(
      { bookingId: booking.bookingId, channel: "EMAIL" },
      token,
    );
    expect(response.status).toBe(200);
    expect(ticketSentPayloadSchema.parse(body.payload)).toEqual({
      bookingId: booking.bookingId,
      channel: "EMAIL",
      recipient: CONTACT.email,
      withPrice: true,
    });
    const [message] = await messagesAbout(CONTACT.email, booking.bookingId);
    expect(message?.channel).toBe("EMAIL");
    expect(message?.subject).toContain(booking.bookingId);
    for (const pnr of Object.values(booking.pnrs as Record<string, string>)) {
      expect(message?.body).toContain(pnr);
    }
    const ticketNumber = Object.values(booking.passengers[0].ticketNumbers)[0] as string;
    expect(message?.body).toContain(ticketNumber);
    expect(message?.body).toContain("Mr Asha Sharma");
    expect(message?.body).toContain(booking.tripInfos[0].segments[0].flightNumber);
    expect(message?.body).toMatch(/Total paid ₹/);
  });

  it("texts it without the price to a guest who proves the booking with the contact's mobile", async () => {
    const { booking } = await paidBooking(service, token);
    const { response, body } = await sendTicket({
      bookingId: booking.bookingId.toLowerCase(),
      mobile: CONTACT.mobile,
      channel: "SMS",
      withPrice: false,
    });
    expect(response.status).toBe(200);
    expect(body.payload.recipient).toBe(CONTACT.mobile);
    expect(response.headers.get("authorization")).toBeNull();
    const [message] = await messagesAbout(CONTACT.mobile, booking.bookingId);
    expect(message?.channel).toBe("SMS");
    expect(message?.body).not.toContain("₹");
  });

  it("1016 for another user, a wrong contact or an unknown booking; nothing is sent", async () => {
    const { booking } = await paidBooking(service, token);
    const stranger = await guestToken(service);
    const attempts = [
      sendTicket({ bookingId: booking.bookingId, channel: "EMAIL" }, stranger),
      sendTicket({ bookingId: booking.bookingId, channel: "EMAIL", email: "x@y.test" }),
      sendTicket({ bookingId: "WF0000000000000", channel: "EMAIL" }, token),
    ];
    for (const { response, body } of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(body.errors[0].errCode).toBe("1016");
    }
    expect(await messagesAbout(CONTACT.email, booking.bookingId)).toEqual([]);
  });

  it("2504 for a booking not yet paid (no ticket)", async () => {
    const { booking } = await booked(service, token);
    const { response, body } = await sendTicket(
      { bookingId: booking.bookingId, channel: "EMAIL" },
      token,
    );
    expect(response.status).toBe(400);
    expect(body.errors[0].errCode).toBe("2504");
  });

  it(`allows ${TICKET_SEND_LIMIT.count} per booking in ${TICKET_SEND_LIMIT.windowMinutes} minutes, also concurrently, then 429 + 416`, async () => {
    const { booking } = await paidBooking(service, token);
    const calls = Array.from({ length: TICKET_SEND_LIMIT.count + 3 }, (_, i) =>
      sendTicket({ bookingId: booking.bookingId, channel: i % 2 ? "SMS" : "EMAIL" }, token),
    );
    const answers = await Promise.all(calls);
    const statuses = answers.map((a) => a.response.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(TICKET_SEND_LIMIT.count);
    const refused = answers.filter((a) => a.response.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.body.errors[0]).toEqual({
      errCode: "416",
      message: "All Internal Ids are in use, request after some time",
    });
    const sent = [
      ...(await messagesAbout(CONTACT.email, booking.bookingId)),
      ...(await messagesAbout(CONTACT.mobile, booking.bookingId)),
    ];
    expect(sent).toHaveLength(TICKET_SEND_LIMIT.count);
  });
});
