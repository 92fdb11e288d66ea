import {
  AUDIT_LOG_PATH,
  auditLogPayloadSchema,
  BOOKING_DETAILS_PATH,
  bookingPayloadSchema,
  DESK_BOOKING_PATH,
  DESK_BOOKING_SEARCH_PATH,
  DESK_LOOKUP_MESSAGES,
  deskBookingSearchPayloadSchema,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  distributorToken,
  loggedInLike,
  paidBooking,
} from "../after-booking/after-booking-testing";
import { bookingCall } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
let booker: string;
let admin: string;
beforeAll(async () => {
  service = await serviceUnderTest();
  booker = await distributorToken(service);
  admin = (await loggedInLike(service, "admin@wayfare.test", "Admin@123")).token;
});
afterAll(() => service.close());

const search = (query: string, as: string) =>
  bookingCall(service, DESK_BOOKING_SEARCH_PATH, { query }, as);
const open = (bookingId: string, as: string) =>
  bookingCall(service, DESK_BOOKING_PATH, { bookingId }, as);
async function audited(subject: string) {
  const { body } = await bookingCall(service, AUDIT_LOG_PATH, { subject }, admin);
  return auditLogPayloadSchema.parse(body.payload).entries;
}

describe("the booking desk: any booking by id or PNR, audited (issue 22, decision 0066)", () => {
  it("finds a customer's booking by its id or its PNR in either case, for the call centre, supervisors and admins", async () => {
    const { booking } = await paidBooking(service, booker);
    const [pnr] = Object.values(booking.pnrs) as string[];
    for (const [like, password] of [
      ["callcenter@wayfare.test", "Callcenter@123"],
      ["supervisor@wayfare.test", "Supervisor@123"],
      ["admin@wayfare.test", "Admin@123"],
    ] as const) {
      const { token } = await loggedInLike(service, like, password);
      for (const query of [booking.bookingId.toLowerCase(), (pnr ?? "").toLowerCase()]) {
        const { response, body } = await search(query, token);
        expect(response.status).toBe(200);
        const found = deskBookingSearchPayloadSchema.parse(body.payload).bookings;
        expect(found.map((entry) => entry.bookingId)).toEqual([booking.bookingId]);
        expect(found[0]).toMatchObject({ status: "Success", pnrs: booking.pnrs });
      }
    }
  });

  it("opens it with its logs, as its owner sees it, and writes who opened it when", async () => {
    const { booking } = await paidBooking(service, booker);
    const { token } = await loggedInLike(service, "callcenter@wayfare.test", "Callcenter@123");
    const before = Date.now();
    const { response, body } = await open(booking.bookingId, token);
    expect(response.status).toBe(200);
    const opened = bookingPayloadSchema.parse(body.payload);
    const owners = await bookingCall(service, BOOKING_DETAILS_PATH, booking, booker);
    expect(opened).toEqual(bookingPayloadSchema.parse(owners.body.payload));
    expect(opened.logs?.map((entry) => entry.kind)).toEqual(["BOOKED", "PAID"]);
    const [entry] = await audited(booking.bookingId);
    expect(entry).toMatchObject({ actorRole: "CALLCENTER", action: "booking.open" });
    expect(Date.parse(entry?.at ?? "")).toBeGreaterThanOrEqual(before - 1_000);
  });

  it("writes each search with the bookings it found", async () => {
    const { booking } = await paidBooking(service, booker);
    const [pnr] = Object.values(booking.pnrs) as string[];
    const { token } = await loggedInLike(service, "supervisor@wayfare.test", "Supervisor@123");
    await search(pnr ?? "", token);
    const [entry] = await audited(pnr ?? "");
    expect(entry).toMatchObject({
      actorRole: "SUPERVISOR",
      action: "booking.search",
      subject: pnr,
      after: { found: [booking.bookingId] },
    });
  });

  it("finds nothing for an id or PNR no booking has, and refuses other text in the desk's words", async () => {
    const { token } = await loggedInLike(service, "callcenter@wayfare.test", "Callcenter@123");
    const none = await search("WF2001010000001", token);
    expect(deskBookingSearchPayloadSchema.parse(none.body.payload).bookings).toEqual([]);
    const refused = await search("Ravi Kumar", token);
    expect(refused.response.status).toBe(400);
    expect(refused.body.errors.map((error: { message: string }) => error.message)).toContain(
      DESK_LOOKUP_MESSAGES.query,
    );
    expect((await open("WF2001010000001", token)).response.status).toBe(404);
  });

  it("is not there for any other role, whose calls write nothing", async () => {
    const { booking } = await paidBooking(service, booker);
    for (const [like, password] of [
      ["agent@wayfare.test", "Agent@123"],
      ["customer@wayfare.test", "Customer@123"],
      ["corporate@acme.test", "Corporate@123"],
      ["accounts@wayfare.test", "Accounts@123"],
      ["distributor@wayfare.test", "Distributor@123"],
      ["whitelabel@wayfare.test", "Whitelabel@123"],
    ] as const) {
      const { token } = await loggedInLike(service, like, password);
      expect((await search(booking.bookingId, token)).response.status).toBe(404);
      expect((await open(booking.bookingId, token)).response.status).toBe(404);
      expect((await bookingCall(service, AUDIT_LOG_PATH, {}, token)).response.status).toBe(404);
    }
    // The owner's organisation reads it through booking-details, not the desk.
    expect((await open(booking.bookingId, booker)).response.status).toBe(404);
    expect(await audited(booking.bookingId)).toEqual([]);
  });
});
