import {
  BOOKING_DETAILS_PATH,
  FLIGHT_INVOICE_PATH,
  MODIFY_BOOKING_DETAILS_PATH,
  MODIFY_BOOKING_PAY_PATH,
  modificationPayloadSchema,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addOnsCall, bookedForAddOns, ssrCall } from "../add-ons/add-ons-testing";
import { balance, loggedInLike } from "../after-booking/after-booking-testing";
import { bookingCall, guestToken } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import {
  paidSeat,
  quoteCall,
  segmentMap as segmentMapOf,
  ticketedForModify,
} from "./modify-booking-testing";

let service: FlightService;
let agent: string;
let agency: string;
beforeAll(async () => {
  service = await serviceUnderTest();
  ({ token: agent, partnerId: agency } = await loggedInLike(
    service,
    "agent@wayfare.test",
    "Agent@123",
  ));
});
afterAll(() => service.close());

const errCodes = (body: { errors: { errCode: string }[] }) => body.errors.map((e) => e.errCode);
const call = (path: string, data: object, token = agent) => bookingCall(service, path, data, token);

const ticketed = (priceId?: string) => ticketedForModify(service, agent, priceId);
const segmentMap = (bookingId: string) => segmentMapOf(service, agent, bookingId);
const quote = (bookingId: string, selections: object[], token = agent) =>
  quoteCall(service, token, bookingId, selections);

describe("modify booking: a seat, meal or baggage added to a ticketed booking (decision 0067)", () => {
  it("prices the additions, pays them once from the deposit under a double submit, shows them on the booking, invoices them apart", async () => {
    const booked = await ticketed();
    const seat = paidSeat(await segmentMap(booked.bookingId));
    const bag = (await ssrCall(service, agent, booked.bookingId)).body.payload.segments[0]
      .baggage[0];
    const selections = [
      {
        segmentId: booked.segmentId,
        passengerIndex: 0,
        seatNo: seat.seatNo,
        baggageCode: bag.code,
      },
    ];
    const quoted = modificationPayloadSchema.parse(
      (await quote(booked.bookingId, selections)).body.payload,
    );
    expect(quoted).toMatchObject({
      status: "QUOTED",
      amount: seat.price + bag.price,
      wallet: null,
    });

    const before = await balance(service, agent);
    const pay = { modificationId: quoted.modificationId, wallet: "DEPOSIT", amount: quoted.amount };
    const answers = await Promise.all([
      call(MODIFY_BOOKING_PAY_PATH, pay),
      call(MODIFY_BOOKING_PAY_PATH, pay),
    ]);
    for (const { body } of answers) expect(body.payload.status).toBe("PAID");
    expect(await balance(service, agent)).toBe(before - quoted.amount);
    const again = await call(MODIFY_BOOKING_PAY_PATH, pay);
    expect(again.body.payload.status).toBe("PAID");
    expect(await balance(service, agent)).toBe(before - quoted.amount);

    const details = (await call(BOOKING_DETAILS_PATH, { bookingId: booked.bookingId })).body
      .payload;
    expect(details.addOns).toEqual([
      {
        segmentId: booked.segmentId,
        passengerIndex: 0,
        seat: { seatNo: seat.seatNo, seatFare: seat.price },
        baggage: bag,
      },
    ]);
    expect(details.total).toBe(booked.total + quoted.amount);
    expect(details.logs.at(-1)).toMatchObject({ kind: "ADD_ONS_ADDED" });
    expect(details.modifications).toEqual([
      { modificationId: quoted.modificationId, paidAt: expect.any(String), amount: quoted.amount },
    ]);
    expect((await segmentMap(booked.bookingId)).chosen).toEqual([
      { passengerIndex: 0, seatNo: seat.seatNo, seatFare: seat.price },
    ]);
    const read = await call(MODIFY_BOOKING_DETAILS_PATH, { modificationId: quoted.modificationId });
    expect(read.body.payload).toMatchObject({ status: "PAID", wallet: "DEPOSIT" });

    // The amendment invoice bills the additions; the booking's invoice keeps what was paid first.
    const invoice = (modificationId?: string) =>
      call(FLIGHT_INVOICE_PATH, {
        bookingId: booked.bookingId,
        audience: "AGENCY",
        modificationId,
      });
    const amendment = (await invoice(quoted.modificationId)).body.payload;
    expect(amendment).toMatchObject({
      kind: "AMENDMENT",
      modificationId: quoted.modificationId,
      invoiceNumber: `AI-${quoted.modificationId}-A`,
      total: quoted.amount,
    });
    expect(amendment.lines).toContainEqual(
      expect.objectContaining({ key: "airlineFee", amount: quoted.amount }),
    );
    expect((await invoice()).body.payload.total).toBe(booked.total);

    const unchanged = await quote(booked.bookingId, selections);
    expect(unchanged.body.errors[0].message).toBe("Please choose a seat, meal or baggage to add");
    const moved = await quote(booked.bookingId, [{ ...selections[0], seatNo: "30F" }]);
    expect(moved.body.errors[0].message).toBe(
      "Seats, meals and baggage already booked cannot be changed or removed here",
    );
  });

  it("refuses a seat another booking holds (1915), a wrong amount (1015), someone else's booking (1016), a guest (403) and an unticketed booking (2504); the agency's staff may quote", async () => {
    const booked = await ticketed();
    const other = await bookedForAddOns(service, agent, { priceId: booked.priceId });
    const seat = paidSeat(await segmentMap(booked.bookingId));
    await addOnsCall(service, agent, other.bookingId, [
      { segmentId: other.segmentId, passengerIndex: 0, seatNo: seat.seatNo },
    ]);
    const taken = await quote(booked.bookingId, [
      { segmentId: booked.segmentId, passengerIndex: 0, seatNo: seat.seatNo },
    ]);
    expect(errCodes(taken.body)).toEqual(["1915"]);

    const free = paidSeat(await segmentMap(booked.bookingId));
    const selections = [{ segmentId: booked.segmentId, passengerIndex: 0, seatNo: free.seatNo }];
    const quoted = (await quote(booked.bookingId, selections)).body.payload;
    const short = { modificationId: quoted.modificationId, wallet: "DEPOSIT", amount: 1 };
    expect(errCodes((await call(MODIFY_BOOKING_PAY_PATH, short)).body)).toEqual(["1015"]);

    const stranger = (await loggedInLike(service, "agent2@wayfare.test", "Agent2@123")).token;
    expect(errCodes((await quote(booked.bookingId, selections, stranger)).body)).toEqual(["1016"]);
    const pay = { ...short, amount: quoted.amount };
    expect(errCodes((await call(MODIFY_BOOKING_PAY_PATH, pay, stranger)).body)).toEqual(["1016"]);
    const visitor = await guestToken(service);
    expect((await quote(booked.bookingId, selections, visitor)).response.status).toBe(403);
    // The agency's staff may act on its bookings (decision 0029).
    const staff = await loggedInLike(service, "agentstaff@wayfare.test", "Agentstaff@123", agency);
    const byStaff = await quote(booked.bookingId, selections, staff.token);
    expect(byStaff.body.payload).toMatchObject({ status: "QUOTED", amount: free.price });
    const unpaid = await quote(other.bookingId, [
      { segmentId: other.segmentId, passengerIndex: 0, mealCode: "VGML" },
    ]);
    expect(errCodes(unpaid.body)).toEqual(["2504"]);
  });

  it("a seat taken after the quote is refused at payment (1915) and nothing is charged", async () => {
    const booked = await ticketed();
    const other = await bookedForAddOns(service, agent, { priceId: booked.priceId });
    const seat = paidSeat(await segmentMap(booked.bookingId));
    const selections = [{ segmentId: booked.segmentId, passengerIndex: 0, seatNo: seat.seatNo }];
    const quoted = (await quote(booked.bookingId, selections)).body.payload;
    await addOnsCall(service, agent, other.bookingId, [
      { segmentId: other.segmentId, passengerIndex: 0, seatNo: seat.seatNo },
    ]);
    const before = await balance(service, agent);
    const pay = { modificationId: quoted.modificationId, wallet: "DEPOSIT", amount: quoted.amount };
    expect(errCodes((await call(MODIFY_BOOKING_PAY_PATH, pay)).body)).toEqual(["1915"]);
    expect(await balance(service, agent)).toBe(before);
    const read = await call(MODIFY_BOOKING_DETAILS_PATH, { modificationId: quoted.modificationId });
    expect(read.body.payload.status).toBe("QUOTED");
  });
});
