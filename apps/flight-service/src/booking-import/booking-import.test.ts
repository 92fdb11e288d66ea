import {
  BOOKING_DETAILS_PATH,
  BOOKING_IMPORT_PATH,
  bookingImportPayloadSchema,
  CANCELLATION_CONFIRM_PATH,
  PAYMENT_INITIATE_PATH,
  PAYMENT_STATUS_PATH,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balance, booked, loggedInLike, paidBooking } from "../after-booking/after-booking-testing";
import { adult, bookingCall } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
let customer: string;
let clockOffset = 0;
beforeAll(async () => {
  service = await serviceUnderTest({ now: () => new Date(Date.now() + clockOffset) });
  ({ token: customer } = await loggedInLike(service, "customer@wayfare.test", "Customer@123"));
});
afterAll(() => service.close());

const CARD = { number: "4111 1111 1111 1111", name: "Meera Joshi", expiry: "12/30", cvv: "123" };
const call = (path: string, data: object, token: string) => bookingCall(service, path, data, token);
const importCall = (token: string, pnr: string, lastName: string) =>
  call(BOOKING_IMPORT_PATH, { pnr, lastName }, token);
const errCodes = (body: { errors?: { errCode: string; message: string }[] }) =>
  (body.errors ?? []).map((error) => error.errCode);

async function pnrOf(bookingId: string, token: string): Promise<string> {
  const { body } = await call(BOOKING_DETAILS_PATH, { bookingId }, token);
  return Object.values(body.payload.pnrs as Record<string, string>)[0] ?? "";
}

/** A customer's booking made directly with us, paid by card through the gateway. */
async function customersTicketedBooking(lastName: string) {
  const { booking } = await booked(service, customer, { passengers: [adult("Meera", lastName)] });
  const started = await call(
    PAYMENT_INITIATE_PATH,
    { bookingId: booking.bookingId, amount: booking.total, mode: "CARD", card: CARD },
    customer,
  );
  clockOffset = 5_000;
  try {
    await call(PAYMENT_STATUS_PATH, { orderRefId: started.body.payload.orderRefId }, customer);
  } finally {
    clockOffset = 0;
  }
  const bookingId = booking.bookingId as string;
  return { bookingId, pnr: await pnrOf(bookingId, customer) };
}

describe("POST /xms/v1/flight/import: IMPORT of a PNR the service knows (decision 0084)", () => {
  it("an agent imports a customer's ticketed booking by PNR and last name, once under double submit", async () => {
    const { bookingId, pnr } = await customersTicketedBooking("Joshi");
    const { token: agent } = await loggedInLike(service, "agent@wayfare.test", "Agent@123");
    const answers = await Promise.all([
      importCall(agent, pnr.toLowerCase(), " joshi "),
      importCall(agent, pnr, "JOSHI"),
    ]);
    const payloads = answers.map(({ body }) => bookingImportPayloadSchema.parse(body.payload));
    expect(payloads.map((payload) => payload.bookingId)).toEqual([bookingId, bookingId]);
    expect(payloads.map((payload) => payload.alreadyYours).sort()).toEqual([false, true]);
    const asAgent = await call(BOOKING_DETAILS_PATH, { bookingId }, agent);
    expect(asAgent.body.payload.bookingId).toBe(bookingId);
    const asCustomer = await call(BOOKING_DETAILS_PATH, { bookingId }, customer);
    expect(asCustomer.body.status.success).toBe(false);
  });

  it("answers an unknown PNR and a name that does not match alike: 1016", async () => {
    const { pnr } = await customersTicketedBooking("Kulkarni");
    const { token: agent } = await loggedInLike(service, "agent@wayfare.test", "Agent@123");
    for (const { body } of [
      await importCall(agent, pnr, "Sharma"),
      await importCall(agent, "ZZ2ZZ2", "Kulkarni"),
    ]) {
      expect(errCodes(body)).toEqual(["1016"]);
      expect(body.errors[0].message).toBe("No booking found for the PNR");
    }
  });

  it("refuses another agency's booking (WF130) and a booking not ticketed (WF131)", async () => {
    const { token: otherAgent } = await loggedInLike(service, "agent2@wayfare.test", "Agent2@123");
    const { token: agent } = await loggedInLike(service, "agent@wayfare.test", "Agent@123");
    const { booking } = await paidBooking(service, otherAgent, {
      passengers: [adult("Kiran", "Desai")],
    });
    const theirs = await importCall(agent, await pnrOf(booking.bookingId, otherAgent), "Desai");
    expect(theirs.response.status).toBe(409);
    expect(theirs.body.errors[0].message).toBe(
      "This booking belongs to another agency or company and can't be imported",
    );
    const unpaid = (await booked(service, customer, { passengers: [adult("Meera", "Rane")] }))
      .booking;
    const notTicketed = await importCall(agent, await pnrOf(unpaid.bookingId, customer), "Rane");
    expect(notTicketed.body.errors[0].message).toBe("Only a ticketed booking can be imported");
  });

  it("is for agents and their staff only: others are refused and nothing changes", async () => {
    const { bookingId, pnr } = await customersTicketedBooking("Bhat");
    for (const [like, password] of [
      ["customer@wayfare.test", "Customer@123"],
      ["admin@wayfare.test", "Admin@123"],
      ["corporate@acme.test", "Corporate@123"],
    ] as const) {
      const { token } = await loggedInLike(service, like, password);
      const { response, body } = await importCall(token, pnr, "Bhat");
      expect(response.status).toBe(404);
      expect(body.errors[0].message).toBe("Only an agent or agent staff can import a booking");
    }
    const stillTheirs = await call(BOOKING_DETAILS_PATH, { bookingId }, customer);
    expect(stillTheirs.body.payload.bookingId).toBe(bookingId);
    const { token: staff } = await loggedInLike(
      service,
      "agentstaff@wayfare.test",
      "Agentstaff@123",
    );
    const imported = await importCall(staff, pnr, "Bhat");
    expect(imported.body.payload).toEqual({ bookingId, alreadyYours: false });
  });

  it("the agent manages it like any other: a cancellation's refund goes back to the customer who paid", async () => {
    const { bookingId, pnr } = await customersTicketedBooking("Naidu");
    const { token: agent } = await loggedInLike(service, "agent@wayfare.test", "Agent@123");
    await importCall(agent, pnr, "Naidu");
    const customerBefore = await balance(service, customer, "CREDIT_SHELL");
    const agentBefore = await balance(service, agent, "CREDIT_SHELL");
    const { body } = await call(CANCELLATION_CONFIRM_PATH, { bookingId }, agent);
    expect(body.payload.bookingStatus).toBe("CANCELLED");
    expect(body.payload.totalRefund).toBeGreaterThan(0);
    expect(await balance(service, customer, "CREDIT_SHELL")).toBe(
      (customerBefore ?? 0) + body.payload.totalRefund,
    );
    expect(await balance(service, agent, "CREDIT_SHELL")).toBe(agentBefore);
  });
});
