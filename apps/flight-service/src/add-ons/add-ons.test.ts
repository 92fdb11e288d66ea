import {
  ADD_ON_MESSAGES,
  bookingPayloadSchema,
  CANCELLATION_CONFIRM_PATH,
  CANCELLATION_QUOTE_PATH,
  cancellationConfirmPayloadSchema,
  cancellationQuotePayloadSchema,
  type SeatMapSegment,
  seatMapPayloadSchema,
  UNHOLD_PATH,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCall, detailsCall, guestToken, payCall } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";
import {
  addOnsCall,
  availableSeat,
  bookedForAddOns,
  seatMapCall,
  seatsOf,
  ssrCall,
} from "./add-ons-testing";

let service: FlightService;
let clockOffset = 0;
beforeAll(async () => {
  // A 15-minute session, so an unpaid booking lapses while the token (30 minutes) works.
  service = await serviceUnderTest({
    now: () => new Date(Date.now() + clockOffset),
    sessionMinutes: 15,
  });
});
afterAll(() => service.close());

async function agentToken() {
  const response = await service.fetch(
    backendCall({ apiName: "login", username: "agent@wayfare.test", password: "Agent@123" }),
  );
  return response.headers.get("authorization") ?? "";
}

async function segmentMap(token: string, bookingId: string): Promise<SeatMapSegment> {
  const { body } = await seatMapCall(service, token, bookingId);
  const segment = seatMapPayloadSchema.parse(body.payload).segments[0];
  if (!segment) throw new Error("no segment");
  return segment;
}

const errCodes = (body: { errors: { errCode: string }[] }) => body.errors.map((e) => e.errCode);
const messages = (body: { errors: { message: string }[] }) => body.errors.map((e) => e.message);
const paidSeat = (seat: { price: number; features: string[] }) =>
  seat.price > 0 && !seat.features.includes("exitRow");

describe("POST /xms/v1/flight/add-ons", () => {
  it("a cancellation lists the flight's paid add-ons and refunds none of them (decision 0023)", async () => {
    const token = await agentToken();
    const booked = await bookedForAddOns(service, token);
    const seat = availableSeat(await segmentMap(token, booked.bookingId), paidSeat);
    const ssr = (await ssrCall(service, token, booked.bookingId)).body.payload.segments[0];
    const meal = ssr.meals.find((option: { code: string }) => option.code !== "BBML");
    const selection = {
      segmentId: booked.segmentId,
      passengerIndex: 0,
      seatNo: seat.seatNo,
      mealCode: meal.code,
      wheelchair: "WCHR",
    };
    const priced = bookingPayloadSchema.parse(
      (await addOnsCall(service, token, booked.bookingId, [selection])).body.payload,
    );
    await payCall(service, token, {
      bookingId: booked.bookingId,
      wallet: "DEPOSIT",
      amount: priced.total,
    });

    const quoted = cancellationQuotePayloadSchema.parse(
      (await bookingCall(service, CANCELLATION_QUOTE_PATH, { bookingId: booked.bookingId }, token))
        .body.payload,
    );
    const line = (item: string, paid: number) => ({
      segmentId: booked.segmentId,
      passengerId: "1",
      passengerName: expect.any(String),
      item,
      paid,
      refund: 0,
    });
    expect(quoted.addOns).toEqual([
      line(`Seat ${seat.seatNo}`, seat.price),
      line(`Meal: ${meal.name}`, meal.price),
    ]);
    expect(quoted.totalRefund).toBe(quoted.lines[0]?.refund);

    const confirmed = cancellationConfirmPayloadSchema.parse(
      (
        await bookingCall(
          service,
          CANCELLATION_CONFIRM_PATH,
          { bookingId: booked.bookingId },
          token,
        )
      ).body.payload,
    );
    expect(confirmed.addOns).toEqual(quoted.addOns);
    expect(confirmed.totalRefund).toBe(quoted.totalRefund);
  });

  it("prices the choices into the total and fare summary; payment must charge the new total", async () => {
    const token = await agentToken();
    const booked = await bookedForAddOns(service, token);
    const seat = availableSeat(await segmentMap(token, booked.bookingId), paidSeat);
    const ssr = (await ssrCall(service, token, booked.bookingId)).body.payload.segments[0];
    const meal = ssr.meals.find((option: { code: string }) => option.code !== "BBML");
    const baggage = ssr.baggage[1];
    const selection = {
      segmentId: booked.segmentId,
      passengerIndex: 0,
      seatNo: seat.seatNo,
      mealCode: meal.code,
      baggageCode: baggage.code,
      fastForward: true,
      wheelchair: "WCHR",
    };
    const { response, body } = await addOnsCall(service, token, booked.bookingId, [selection]);
    expect(response.status).toBe(200);
    const booking = bookingPayloadSchema.parse(body.payload);
    const extras = seat.price + meal.price + baggage.price + ssr.fastForward.price;
    expect(booking.total).toBe(booked.total + extras);
    expect(booking.fareSummary).toMatchObject({
      seatCharges: seat.price,
      mealCharges: meal.price,
      baggageCharges: baggage.price,
      fastForwardCharges: ssr.fastForward.price,
      total: booking.total,
    });
    expect(booking.addOns).toEqual([
      {
        segmentId: booked.segmentId,
        passengerIndex: 0,
        seat: { seatNo: seat.seatNo, seatFare: seat.price },
        meal,
        baggage,
        fastForward: { price: ssr.fastForward.price },
        wheelchair: { code: "WCHR", name: expect.any(String) },
      },
    ]);
    const details = await detailsCall(service, { bookingId: booked.bookingId }, token);
    expect(details.body.payload.addOns).toEqual(booking.addOns);
    expect((await segmentMap(token, booked.bookingId)).chosen).toEqual([
      { passengerIndex: 0, seatNo: seat.seatNo, seatFare: seat.price },
    ]);

    const stale = await payCall(service, token, {
      bookingId: booked.bookingId,
      wallet: "DEPOSIT",
      amount: booked.total,
    });
    expect(errCodes(stale.body)).toEqual(["1015"]);
    const paid = await payCall(service, token, {
      bookingId: booked.bookingId,
      wallet: "DEPOSIT",
      amount: booking.total,
    });
    expect(paid.body.payload.status).toBe("Success");
    expect(paid.body.payload.addOns).toEqual(booking.addOns);
    const after = await addOnsCall(service, token, booked.bookingId, []);
    expect(errCodes(after.body)).toEqual(["2504"]);
    // Ticketed, its seat map still answers: seats are added to it by modify booking (decision 0067).
    expect((await segmentMap(token, booked.bookingId)).chosen).toEqual([
      { passengerIndex: 0, seatNo: seat.seatNo, seatFare: seat.price },
    ]);
  });

  it("a seat held by another booking is occupied and answers 1915; replacing choices frees it", async () => {
    const token = await guestToken(service);
    const first = await bookedForAddOns(service, token);
    const second = await bookedForAddOns(service, token, { priceId: first.priceId });
    const seat = availableSeat(await segmentMap(token, first.bookingId), paidSeat);
    const choose = (bookingId: string, segmentId: string) =>
      addOnsCall(service, token, bookingId, [
        { segmentId, passengerIndex: 0, seatNo: seat.seatNo },
      ]);
    expect((await choose(first.bookingId, first.segmentId)).body.status.success).toBe(true);
    const seen = seatsOf(await segmentMap(token, second.bookingId));
    expect(seen.find((candidate) => candidate.seatNo === seat.seatNo)?.status).toBe("occupied");
    const refused = await choose(second.bookingId, second.segmentId);
    expect(refused.response.status).toBe(409);
    expect(errCodes(refused.body)).toEqual(["1915"]);

    const cleared = await addOnsCall(service, token, first.bookingId, []);
    expect(cleared.body.payload.total).toBe(first.total);
    expect(cleared.body.payload.addOns).toEqual([]);
    expect((await choose(second.bookingId, second.segmentId)).body.status.success).toBe(true);
  });

  it("the seat of a released (unheld) booking is available again", async () => {
    const token = await guestToken(service);
    const held = await bookedForAddOns(service, token, { hold: true });
    const other = await bookedForAddOns(service, token, { priceId: held.priceId });
    const seat = availableSeat(await segmentMap(token, held.bookingId), () => true);
    const selection = { segmentId: held.segmentId, passengerIndex: 0, seatNo: seat.seatNo };
    await addOnsCall(service, token, held.bookingId, [selection]);
    await bookingCall(service, UNHOLD_PATH, { bookingId: held.bookingId }, token);
    const seen = seatsOf(await segmentMap(token, other.bookingId));
    expect(seen.find((candidate) => candidate.seatNo === seat.seatNo)?.status).toBe("available");
    const taken = await addOnsCall(service, token, other.bookingId, [
      { ...selection, segmentId: other.segmentId },
    ]);
    expect(taken.body.status.success).toBe(true);
  });

  it("an unpaid booking past its pay-by time answers 1059 and its seat is free", async () => {
    const token = await guestToken(service);
    const late = await bookedForAddOns(service, token);
    const seat = availableSeat(await segmentMap(token, late.bookingId), () => true);
    await addOnsCall(service, token, late.bookingId, [
      { segmentId: late.segmentId, passengerIndex: 0, seatNo: seat.seatNo },
    ]);
    clockOffset = 16 * 60_000;
    try {
      const other = await bookedForAddOns(service, token, { priceId: late.priceId });
      expect(errCodes((await addOnsCall(service, token, late.bookingId, [])).body)).toEqual([
        "1059",
      ]);
      const seen = seatsOf(await segmentMap(token, other.bookingId));
      expect(seen.find((candidate) => candidate.seatNo === seat.seatNo)?.status).toBe("available");
    } finally {
      clockOffset = 0;
    }
  });

  it("keeps children and lap infants out of exit rows, infants out of seats", async () => {
    const token = await guestToken(service);
    const paxInfo = { ADULT: 1, CHILD: 1, INFANT: 1 };
    const booked = await bookedForAddOns(service, token, { paxInfo });
    const segment = await segmentMap(token, booked.bookingId);
    const exit = availableSeat(segment, (seat) => seat.features.includes("exitRow"));
    const plain = availableSeat(segment, (seat) => !seat.features.includes("exitRow"));
    const one = async (passengerIndex: number, seatNo: string) =>
      (
        await addOnsCall(service, token, booked.bookingId, [
          { segmentId: booked.segmentId, passengerIndex, seatNo },
        ])
      ).body;
    expect(messages(await one(0, exit.seatNo))).toEqual([ADD_ON_MESSAGES.exitRow]);
    expect(messages(await one(1, exit.seatNo))).toEqual([ADD_ON_MESSAGES.exitRow]);
    expect(messages(await one(2, plain.seatNo))).toEqual([ADD_ON_MESSAGES.infantSeat]);
    const infantMeal = await addOnsCall(service, token, booked.bookingId, [
      { segmentId: booked.segmentId, passengerIndex: 2, mealCode: "BBML", fastForward: true },
    ]);
    expect(messages(infantMeal.body)).toEqual([ADD_ON_MESSAGES.infantService]);
    expect((await one(1, plain.seatNo)).status.success).toBe(true);
  });

  it("refuses a seat twice, a passenger twice, unknown seats, flights, passengers and codes", async () => {
    const token = await guestToken(service);
    const booked = await bookedForAddOns(service, token, {
      paxInfo: { ADULT: 2, CHILD: 0, INFANT: 0 },
    });
    const segment = await segmentMap(token, booked.bookingId);
    const seat = availableSeat(segment, () => true);
    const segmentId = booked.segmentId;
    const cases: [Record<string, unknown>[], string][] = [
      [
        [
          { segmentId, passengerIndex: 0, seatNo: seat.seatNo },
          { segmentId, passengerIndex: 1, seatNo: seat.seatNo },
        ],
        ADD_ON_MESSAGES.seatTwice,
      ],
      [
        [
          { segmentId, passengerIndex: 0, seatNo: seat.seatNo },
          { segmentId, passengerIndex: 0, mealCode: "VGML" },
        ],
        ADD_ON_MESSAGES.repeated,
      ],
      [[{ segmentId, passengerIndex: 0, seatNo: "99K" }], ADD_ON_MESSAGES.unknownSeat],
      [
        [{ segmentId: "6E1-DEL-BOM-2030-01-01", passengerIndex: 0 }],
        ADD_ON_MESSAGES.unknownSegment,
      ],
      [[{ segmentId, passengerIndex: 2 }], ADD_ON_MESSAGES.unknownPassenger],
      [[{ segmentId, passengerIndex: 0, mealCode: "NOPE" }], ADD_ON_MESSAGES.unknownMeal],
      [[{ segmentId, passengerIndex: 0, baggageCode: "XBAG99" }], ADD_ON_MESSAGES.unknownBaggage],
    ];
    for (const [selections, message] of cases) {
      const { response, body } = await addOnsCall(service, token, booked.bookingId, selections);
      expect(response.status).toBe(400);
      expect(messages(body)).toEqual([message]);
    }
    const blocked = seatsOf(segment).find((candidate) => candidate.status === "blocked");
    if (blocked) {
      const { body } = await addOnsCall(service, token, booked.bookingId, [
        { segmentId, passengerIndex: 0, seatNo: blocked.seatNo },
      ]);
      expect(errCodes(body)).toEqual(["1915"]);
    }
    const details = await detailsCall(service, { bookingId: booked.bookingId }, token);
    expect(details.body.payload.total).toBe(booked.total);
    expect(details.body.payload.addOns).toEqual([]);
  });

  it("rejects malformed and hostile input with 400 and writes nothing; 1016 for others", async () => {
    const token = await guestToken(service);
    const booked = await bookedForAddOns(service, token);
    const bad: unknown[] = [
      "not a list",
      [{ segmentId: booked.segmentId, passengerIndex: -1 }],
      [{ segmentId: booked.segmentId, passengerIndex: 0, seatNo: "12A'; drop table x" }],
      [{ segmentId: "x".repeat(65), passengerIndex: 0 }],
      [{ segmentId: booked.segmentId, passengerIndex: 0, wheelchair: "WCHX" }],
      [{ segmentId: booked.segmentId, passengerIndex: 0, fastForward: "yes" }],
      Array(91).fill({ segmentId: booked.segmentId, passengerIndex: 0 }),
    ];
    for (const selections of bad) {
      const { response } = await bookingCall(
        service,
        "/xms/v1/flight/add-ons",
        { bookingId: booked.bookingId, selections },
        token,
      );
      expect(response.status).toBe(400);
    }
    const other = await addOnsCall(service, await guestToken(service), booked.bookingId, []);
    expect(errCodes(other.body)).toEqual(["1016"]);
    const details = await detailsCall(service, { bookingId: booked.bookingId }, token);
    expect(details.body.payload.total).toBe(booked.total);
  });
});
