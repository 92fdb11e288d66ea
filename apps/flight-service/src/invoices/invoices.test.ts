import { randomInt } from "node:crypto";
import {
  CANCELLATION_CONFIRM_PATH,
  cancellationConfirmPayloadSchema,
  FLIGHT_INVOICE_PATH,
  fromRupees,
  INVOICE_PRODUCT_LINES,
  invoicePayloadSchema,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookedForAddOns } from "../add-ons/add-ons-testing";
import {
  booked,
  buyBaggageProtect,
  loginToken,
  paidBooking,
} from "../after-booking/after-booking-testing";
import {
  adult,
  bookCall,
  bookingCall,
  detailsCall,
  guestToken,
  payCall,
  publishedPrice,
  reviewCall,
} from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
let agent: string;
beforeAll(async () => {
  service = await serviceUnderTest();
  agent = await loginToken(service, "agent@wayfare.test", "Agent@123");
});
afterAll(() => service.close());

const invoiceCall = (token: string, bookingId: string, audience: string, amendmentId?: string) =>
  bookingCall(service, FLIGHT_INVOICE_PATH, { bookingId, audience, amendmentId }, token);

const amountOf = (lines: { key: string; amount: number }[], key: string) =>
  lines.find((line) => line.key === key)?.amount;

describe("POST /xms/v1/flight/invoice (J§2 invoices, J§3 invoice fields)", () => {
  it("the agency's tax invoice: consecutive number, SAC, K3 and other taxes, commission and TDS", async () => {
    const { booking } = await paidBooking(service, agent);
    const { response, body } = await invoiceCall(agent, booking.bookingId, "AGENCY");
    expect(response.status).toBe(200);
    const invoice = invoicePayloadSchema.parse(body.payload);
    expect(invoice).toMatchObject({
      bookingId: booking.bookingId,
      kind: "BOOKING",
      audience: "AGENCY",
      invoiceNumber: `INV-${booking.bookingId}-A`,
      sacCode: "998552",
      sectors: "DEL-BOM",
      recipient: { name: "Asha Rao (Skyline Travels)" },
      supplier: { gstin: "07AAECW4821K1ZP" },
      total: booking.total,
    });
    expect(invoice.taxInvoiceNumber).toMatch(/^WF\/\d{2}-\d{2}\/\d{6}$/);
    const k3 = amountOf(invoice.lines, "k3Gst") ?? 0;
    const base = booking.fareSummary.baseFare;
    expect(k3).toBe(Math.round((base * 5) / 100));
    expect(k3 + (amountOf(invoice.lines, "otTax") ?? 0)).toBe(booking.fareSummary.taxesAndFees);
    const commission = amountOf(invoice.lines, "commission") ?? 0;
    expect(commission).toBeGreaterThan(0);
    expect(invoice.netPayable).toBe(
      booking.total - commission + (amountOf(invoice.lines, "tds") ?? 0),
    );

    const again = invoicePayloadSchema.parse(
      (await invoiceCall(agent, booking.bookingId, "AGENCY")).body.payload,
    );
    expect(again.taxInvoiceNumber).toBe(invoice.taxInvoiceNumber);
    const customer = invoicePayloadSchema.parse(
      (await invoiceCall(agent, booking.bookingId, "CUSTOMER")).body.payload,
    );
    expect(customer.taxInvoiceNumber).not.toBe(invoice.taxInvoiceNumber);
    expect(customer.recipient.name).toBe("Mr Asha Sharma");
    expect(amountOf(customer.lines, "commission")).toBeUndefined();
  });

  it("a booking made out to a GST registration: the customer's invoice names it, with the billing entity and its address", async () => {
    const gst = {
      gstNumber: "27AAPFU0939F1ZV",
      registeredName: "Acme Industries Pvt Ltd",
      billingCompanyName: "Acme Industries (Pune office)",
      mobile: "9876543210",
      address: "12 MG Road",
      city: "Pune",
      postalCode: "411001",
    };
    const price = publishedPrice("DEL", "BOM", randomInt(30, 300));
    const review = await reviewCall(service, agent, [price.id]);
    const bookingId = review.body.payload.bookingId as string;
    const made = await bookCall(service, agent, {
      bookingId,
      passengers: [adult("Asha")],
      gst,
    });
    expect(made.response.status).toBe(200);
    const amount = made.body.payload.total as number;
    expect(
      (await payCall(service, agent, { bookingId, amount, wallet: "DEPOSIT" })).response.status,
    ).toBe(200);
    const invoice = invoicePayloadSchema.parse(
      (await invoiceCall(agent, bookingId, "CUSTOMER")).body.payload,
    );
    expect(invoice.recipient).toEqual({
      name: "Acme Industries Pvt Ltd",
      gstin: "27AAPFU0939F1ZV",
      address: "Acme Industries (Pune office), 12 MG Road, Pune, 411001, IN",
    });
    expect(invoice.supplyType).toBe("INTER_STATE");
  });

  /** Pays the booking's total from the deposit; its customer invoice, and a line by its label. */
  async function paidInvoice(bookingId: string, total: number) {
    const paid = await payCall(service, agent, { bookingId, amount: total, wallet: "DEPOSIT" });
    expect(paid.response.status).toBe(200);
    const invoice = invoicePayloadSchema.parse(
      (await invoiceCall(agent, bookingId, "CUSTOMER")).body.payload,
    );
    const line = (label: string) => invoice.lines.find((entry) => entry.label === label);
    return { invoice, line };
  }

  it("hold charges are a line of their own, not part of the airline fee (J§1)", async () => {
    const { bookingId, total } = await bookedForAddOns(service, agent, { lcc: true, hold: true });
    const { invoice, line } = await paidInvoice(bookingId, total);
    expect(line("Hold Charges")?.amount).toBe(fromRupees(200));
    expect(line("Airline Fee")).toBeUndefined();
    expect(invoice.total).toBe(total);
  });

  it("a protection product bought is a line of its own, in the total (J§3 invoice fields)", async () => {
    const { bookingId } = (await booked(service, agent)).booking;
    const { total } = await buyBaggageProtect(service, agent, bookingId, ["1"]);
    const { invoice, line } = await paidInvoice(bookingId, total);
    expect(line(INVOICE_PRODUCT_LINES.baggageProtectCharges)?.amount).toBeGreaterThan(0);
    expect(line(INVOICE_PRODUCT_LINES.refundableBookingFee)).toBeUndefined();
    expect(invoice.total).toBe(total);
  });

  it("serials stay consecutive and unique when invoices are asked for at once", async () => {
    const made = await Promise.all([paidBooking(service, agent), paidBooking(service, agent)]);
    const answers = await Promise.all(
      made.flatMap(({ booking }) =>
        ["AGENCY", "CUSTOMER"].map((audience) => invoiceCall(agent, booking.bookingId, audience)),
      ),
    );
    const serials = answers
      .map(({ body }) => Number(String(body.payload.taxInvoiceNumber).slice(-6)))
      .sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(4);
    expect((serials.at(-1) ?? 0) - (serials[0] ?? 0)).toBe(3);
  });

  it("refuses what is not the caller's to have: 2504, 1016, and 'Login for Invoice' for a guest", async () => {
    const { booking } = await paidBooking(service, agent);
    const corporate = await invoiceCall(agent, booking.bookingId, "CORPORATE");
    expect(corporate.response.status).toBe(400);
    expect(corporate.body.errors[0].errCode).toBe("2504");

    const unpaid = (await booked(service, agent)).booking;
    expect((await invoiceCall(agent, unpaid.bookingId, "AGENCY")).body.errors[0].errCode).toBe(
      "2504",
    );

    const otherAgency = await loginToken(service, "agent2@wayfare.test", "Agent2@123");
    const foreign = await invoiceCall(otherAgency, booking.bookingId, "AGENCY");
    expect(foreign.response.status).toBe(404);
    expect(foreign.body.errors[0].errCode).toBe("1016");

    const guest = await invoiceCall(await guestToken(service), booking.bookingId, "CUSTOMER");
    expect(guest.response.status).toBe(403);
    expect(guest.body.errors[0].message).toBe("Login for Invoice");
  });

  it("a cancellation's credit note: what was refunded, commission recalled and TDS refunded", async () => {
    const { booking } = await paidBooking(service, agent, {
      paxInfo: { ADULT: 2, CHILD: 0, INFANT: 0 },
      passengers: [adult("Asha"), adult("Ravi")],
    });
    const bookingInvoice = invoicePayloadSchema.parse(
      (await invoiceCall(agent, booking.bookingId, "AGENCY")).body.payload,
    );
    const cancelled = await bookingCall(
      service,
      CANCELLATION_CONFIRM_PATH,
      {
        bookingId: booking.bookingId,
        segments: [{ segmentId: booking.tripInfos[0].segments[0].id, passengerIds: ["2"] }],
      },
      agent,
    );
    const amendment = cancellationConfirmPayloadSchema.parse(cancelled.body.payload);
    const details = await detailsCall(service, { bookingId: booking.bookingId }, agent);
    expect(details.body.payload.cancellations).toEqual([
      {
        amendmentId: amendment.amendmentId,
        createdAt: amendment.createdAt,
        refund: amendment.totalRefund,
      },
    ]);
    const { response, body } = await invoiceCall(
      agent,
      booking.bookingId,
      "AGENCY",
      amendment.amendmentId,
    );
    expect(response.status).toBe(200);
    const note = invoicePayloadSchema.parse(body.payload);
    expect(note).toMatchObject({
      kind: "CREDIT_NOTE",
      amendmentId: amendment.amendmentId,
      invoiceNumber: `CN-${amendment.amendmentId}-A`,
      sectors: "DEL-BOM",
      passengers: ["Mr Ravi Sharma"],
      total: amendment.totalRefund,
    });
    expect(note.taxInvoiceNumber).not.toBe(bookingInvoice.taxInvoiceNumber);
    const fare = booking.tripInfos[0].prices[0].fareDetails.ADULT;
    expect(amountOf(note.lines, "baseFare") ?? 0).toBe(
      fare.base - (amendment.lines[0]?.cancellationFee ?? 0),
    );
    expect((amountOf(note.lines, "k3Gst") ?? 0) + (amountOf(note.lines, "otTax") ?? 0)).toBe(
      fare.taxes,
    );
    // One of two adults: at most half the booking's commission, recalled on the base refunded.
    const recalled = amountOf(note.lines, "commission") ?? 0;
    const earned = amountOf(bookingInvoice.lines, "commission") ?? 0;
    expect(recalled).toBeLessThanOrEqual(Math.floor(earned / 2));
    expect(note.lines.map((line) => line.label)).toEqual(expect.arrayContaining(["Net Credited"]));
    if (recalled > 0) {
      expect(note.lines.map((line) => line.label)).toContain("Commission Recalled");
    }
    expect(note.netPayable).toBe(note.total - recalled + (amountOf(note.lines, "tds") ?? 0));

    const again = invoicePayloadSchema.parse(
      (await invoiceCall(agent, booking.bookingId, "AGENCY", amendment.amendmentId)).body.payload,
    );
    expect(again.taxInvoiceNumber).toBe(note.taxInvoiceNumber);
    const customer = invoicePayloadSchema.parse(
      (await invoiceCall(agent, booking.bookingId, "CUSTOMER", amendment.amendmentId)).body.payload,
    );
    expect(customer.lines.some((line) => line.section === "agency")).toBe(false);

    // Someone else's cancellation id, or one of another booking, is not found.
    const unknown = await invoiceCall(agent, booking.bookingId, "AGENCY", "AM0000000000");
    expect(unknown.response.status).toBe(404);
    const other = await paidBooking(service, agent);
    const elsewhere = await invoiceCall(
      agent,
      other.booking.bookingId,
      "AGENCY",
      amendment.amendmentId,
    );
    expect(elsewhere.response.status).toBe(404);
    expect((await invoiceCall(agent, booking.bookingId, "AGENCY", "AM12")).response.status).toBe(
      400,
    );
  });
});
