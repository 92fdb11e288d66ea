import {
  BOOKING_DETAILS_PATH,
  bookingPayloadSchema,
  FLIGHT_INVOICE_PATH,
  fromRupees,
  invoicePayloadSchema,
  MISCELLANEOUS_CHARGE_PATH,
  miscellaneousChargePayloadSchema,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booked, loggedInLike, paidBooking } from "../after-booking/after-booking-testing";
import { bookingCall } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
let agent: string;
let desk: string;
beforeAll(async () => {
  service = await serviceUnderTest();
  ({ token: agent } = await loggedInLike(service, "agent@wayfare.test", "Agent@123"));
  ({ token: desk } = await loggedInLike(service, "callcenter@wayfare.test", "Callcenter@123"));
});
afterAll(() => service.close());

const chargeCall = (token: string, data: Record<string, unknown>) =>
  bookingCall(service, MISCELLANEOUS_CHARGE_PATH, data, token);
const charge = (bookingId: string) => ({
  bookingId,
  description: "Desk service fee — सेवा शुल्क",
  amount: fromRupees(500),
  idempotencyKey: crypto.randomUUID(),
});

describe("POST /xms/v1/flight/miscellaneous-charge and its invoice (J§2 invoices; decision 0084)", () => {
  it("the desk charges a booking once under double submit, billed with 18 % GST and SAC 998552", async () => {
    const { booking } = await paidBooking(service, agent);
    const asked = charge(booking.bookingId);
    const answers = await Promise.all([chargeCall(desk, asked), chargeCall(desk, asked)]);
    const charged = answers.map(({ body }) => miscellaneousChargePayloadSchema.parse(body.payload));
    expect(charged[0]?.chargeId).toMatch(/^MC\d{10}$/);
    expect(charged[1]?.chargeId).toBe(charged[0]?.chargeId);
    expect(charged.map((answer) => answer.replayed).sort()).toEqual([false, true]);
    const chargeId = charged[0]?.chargeId;

    const { body } = await bookingCall(
      service,
      FLIGHT_INVOICE_PATH,
      { bookingId: booking.bookingId, audience: "CUSTOMER", chargeId },
      desk,
    );
    const invoice = invoicePayloadSchema.parse(body.payload);
    expect(invoice).toMatchObject({
      kind: "MISCELLANEOUS",
      chargeId,
      invoiceNumber: `MI-${chargeId}-C`,
      sacCode: "998552",
      supplyType: "INTRA_STATE",
      total: fromRupees(590),
    });
    expect(invoice.lines.map((line) => [line.label, line.amount])).toEqual([
      ["Desk service fee — सेवा शुल्क", fromRupees(500)],
      ["Service Charge Tax", fromRupees(90)],
      ["CGST @ 9%", fromRupees(45)],
      ["SGST @ 9%", fromRupees(45)],
      ["Total", fromRupees(590)],
    ]);
    const again = await bookingCall(
      service,
      FLIGHT_INVOICE_PATH,
      { bookingId: booking.bookingId, audience: "AGENCY", chargeId },
      agent,
    );
    expect(again.body.payload.invoiceNumber).toBe(`MI-${chargeId}-A`);
    const details = await bookingCall(
      service,
      BOOKING_DETAILS_PATH,
      { bookingId: booking.bookingId },
      agent,
    );
    expect(bookingPayloadSchema.parse(details.body.payload).miscellaneousCharges).toEqual([
      {
        chargeId,
        description: "Desk service fee — सेवा शुल्क",
        issuedAt: expect.any(String),
        amount: fromRupees(500),
      },
    ]);
  });

  it("is for the call centre, supervisors, accounts and admins; others are refused, nothing written", async () => {
    const { booking } = await paidBooking(service, agent);
    const refused = await chargeCall(agent, charge(booking.bookingId));
    expect(refused.response.status).toBe(404);
    expect(refused.body.errors[0].message).toBe(
      "Only the call centre, accounts or an admin can issue a miscellaneous invoice",
    );
    const { token: accounts } = await loggedInLike(
      service,
      "accounts@wayfare.test",
      "Accounts@123",
    );
    const issued = await chargeCall(accounts, charge(booking.bookingId));
    expect(issued.body.payload.replayed).toBe(false);
  });

  it("charges ticketed bookings only; a key used on another booking is refused", async () => {
    const unpaid = (await booked(service, agent)).booking;
    const notTicketed = await chargeCall(desk, charge(unpaid.bookingId));
    expect(notTicketed.body.errors[0].message).toBe(
      "A miscellaneous invoice is issued on a ticketed booking only",
    );
    const first = (await paidBooking(service, agent)).booking;
    const second = (await paidBooking(service, agent)).booking;
    const asked = charge(first.bookingId);
    await chargeCall(desk, asked);
    const reused = await chargeCall(desk, { ...asked, bookingId: second.bookingId });
    expect(reused.response.status).toBe(409);
    expect(reused.body.errors[0].errCode).toBe("2504");
  });
});
