import {
  BOOKING_DETAILS_PATH,
  catalogueError,
  gatewayPaymentPayloadSchema,
  MODIFY_BOOKING_DETAILS_PATH,
  MODIFY_BOOKING_GATEWAY_PAY_PATH,
  MODIFY_BOOKING_PAY_PATH,
  modificationPayloadSchema,
  PAYMENT_STATUS_PATH,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addOnsCall, bookedForAddOns, ssrCall } from "../add-ons/add-ons-testing";
import { balance, loggedInLike } from "../after-booking/after-booking-testing";
import { bookingCall } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { DECLINED_TEST_CARD } from "../payments/gateway-simulator";
import { serviceUnderTest } from "../testing/service-under-test";
import { paidSeat, quoteCall, segmentMap, ticketedForModify } from "./modify-booking-testing";

let service: FlightService;
let agent: string;
let clockOffset = 0;
beforeAll(async () => {
  service = await serviceUnderTest({ now: () => new Date(Date.now() + clockOffset) });
  ({ token: agent } = await loggedInLike(service, "agent@wayfare.test", "Agent@123"));
});
afterAll(() => service.close());

const CARD = { number: "4111 1111 1111 1111", name: "Ravi Kumar", expiry: "12/30", cvv: "123" };
const errCodes = (body: { errors: { errCode: string }[] }) => body.errors.map((e) => e.errCode);
const call = (path: string, data: object) => bookingCall(service, path, data, agent);

/** A ticketed booking and a QUOTED modification adding a priced seat (and a bag, if asked). */
async function quoted(withBag = false) {
  const booked = await ticketedForModify(service, agent);
  const seat = paidSeat(await segmentMap(service, agent, booked.bookingId));
  const bag = withBag
    ? (await ssrCall(service, agent, booked.bookingId)).body.payload.segments[0].baggage[0]
    : undefined;
  const selection = {
    segmentId: booked.segmentId,
    passengerIndex: 0,
    seatNo: seat.seatNo,
    ...(bag ? { baggageCode: bag.code } : {}),
  };
  const { body } = await quoteCall(service, agent, booked.bookingId, [selection]);
  return { booked, seat, modification: modificationPayloadSchema.parse(body.payload) };
}

function payByCard(modificationId: string, amount: number, number = CARD.number) {
  const card = { ...CARD, number };
  return call(MODIFY_BOOKING_GATEWAY_PAY_PATH, { modificationId, amount, mode: "CARD", card });
}

/** Status calls once the gateway has settled the payment (5 s on), all at once. */
async function settled(orderRefId: string, calls = 1) {
  clockOffset = 5_000;
  try {
    const answers = await Promise.all(
      Array.from({ length: calls }, () => call(PAYMENT_STATUS_PATH, { orderRefId })),
    );
    return answers.map(({ body }) => gatewayPaymentPayloadSchema.parse(body.payload));
  } finally {
    clockOffset = 0;
  }
}

const details = async (modificationId: string) =>
  modificationPayloadSchema.parse(
    (await call(MODIFY_BOOKING_DETAILS_PATH, { modificationId })).body.payload,
  );
const bookingOf = async (bookingId: string) =>
  (await call(BOOKING_DETAILS_PATH, { bookingId })).body.payload;

describe("modify booking paid by card through the gateway (decision 0067)", () => {
  it("a double submit starts one payment, concurrent status calls settle it once, and the seat and bag join the booking", async () => {
    const { booked, seat, modification } = await quoted(true);
    const { modificationId, amount } = modification;
    const deposit = await balance(service, agent);
    const started = await Promise.all([1, 2, 3].map(() => payByCard(modificationId, amount)));
    const payments = started.map(({ body }) => gatewayPaymentPayloadSchema.parse(body.payload));
    expect(new Set(payments.map((payment) => payment.orderRefId)).size).toBe(1);
    const payment = payments[0] as (typeof payments)[number];
    expect(payment).toMatchObject({ status: "PENDING", modificationId, amount });
    expect(payment.bookingId).toBeUndefined();
    // While the card is in flight the wallet cannot pay it as well.
    const byWallet = await call(MODIFY_BOOKING_PAY_PATH, {
      modificationId,
      wallet: "DEPOSIT",
      amount,
    });
    expect(byWallet.response.status).toBe(409);
    expect(errCodes(byWallet.body)).toEqual(["2504"]);

    const statuses = await settled(payment.orderRefId, 4);
    expect(statuses.map((status) => status.status)).toEqual(Array(4).fill("SUCCESS"));
    expect(await details(modificationId)).toMatchObject({ status: "PAID", wallet: null });
    const after = await bookingOf(booked.bookingId);
    expect(after.addOns).toHaveLength(1);
    expect(after.addOns[0]).toMatchObject({ seat: { seatNo: seat.seatNo }, baggage: {} });
    expect(after.total).toBe(booked.total + amount);
    const added = after.logs.filter((log: { kind: string }) => log.kind === "ADD_ONS_ADDED");
    expect(added).toEqual([expect.objectContaining({ detail: expect.stringMatching(/ by VISA/) })]);
    expect(await balance(service, agent)).toBe(deposit);

    const again = await payByCard(modificationId, amount);
    expect(again.response.status).toBe(409);
    expect(errCodes(again.body)).toEqual(["2504"]);
  });

  it("a declined card adds nothing and leaves the quote payable again", async () => {
    const { booked, modification } = await quoted();
    const { modificationId, amount } = modification;
    const declined = await payByCard(modificationId, amount, DECLINED_TEST_CARD);
    const [failed] = await settled(declined.body.payload.orderRefId);
    expect(failed?.status).toBe("FAILED");
    expect(await details(modificationId)).toMatchObject({ status: "QUOTED" });
    expect((await bookingOf(booked.bookingId)).addOns).toEqual([]);

    const retried = await payByCard(modificationId, amount);
    expect(retried.body.payload.orderRefId).not.toBe(declined.body.payload.orderRefId);
    const [paid] = await settled(retried.body.payload.orderRefId);
    expect(paid?.status).toBe("SUCCESS");
    expect(await details(modificationId)).toMatchObject({ status: "PAID" });
  });

  it("a seat taken before paying is refused uncharged (1915); taken between payment and settlement, the payment fails uncaptured and the booking is unchanged", async () => {
    const { booked, seat, modification } = await quoted();
    const { modificationId, amount } = modification;
    const other = await bookedForAddOns(service, agent, { priceId: booked.priceId });
    const takeSeat = () =>
      addOnsCall(service, agent, other.bookingId, [
        { segmentId: other.segmentId, passengerIndex: 0, seatNo: seat.seatNo },
      ]);
    const wrongAmount = await payByCard(modificationId, amount + 1);
    expect(errCodes(wrongAmount.body)).toEqual(["1015"]);

    const started = await payByCard(modificationId, amount);
    expect(started.body.payload.status).toBe("PENDING");
    await takeSeat();
    const [failed] = await settled(started.body.payload.orderRefId);
    expect(failed).toMatchObject({
      status: "FAILED",
      failureReason: catalogueError("1915").message,
    });
    expect(await details(modificationId)).toMatchObject({ status: "QUOTED" });
    const unchanged = await bookingOf(booked.bookingId);
    expect(unchanged.addOns).toEqual([]);
    expect(unchanged.total).toBe(booked.total);

    const refused = await payByCard(modificationId, amount);
    expect(refused.response.status).toBe(409);
    expect(errCodes(refused.body)).toEqual(["1915"]);
  });

  it("a quote past its 30 minutes is paid neither by wallet nor by card (409, 2503, our words); a fresh quote is", async () => {
    const { booked, seat, modification } = await quoted();
    const { modificationId, amount } = modification;
    expect(modification.expired).toBe(false);
    expect(Date.parse(modification.expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    const deposit = await balance(service, agent);
    clockOffset = 30 * 60_000;
    try {
      expect(await details(modificationId)).toMatchObject({ status: "QUOTED", expired: true });
      const byCard = await payByCard(modificationId, amount);
      const byWallet = await call(MODIFY_BOOKING_PAY_PATH, {
        modificationId,
        wallet: "DEPOSIT",
        amount,
      });
      for (const refused of [byCard, byWallet]) {
        expect(refused.response.status).toBe(409);
        expect(refused.body.errors).toEqual([
          {
            errCode: "2503",
            message: "This price has expired. Please get a new quote for what you add.",
          },
        ]);
      }
      const selection = { segmentId: booked.segmentId, passengerIndex: 0, seatNo: seat.seatNo };
      const fresh = modificationPayloadSchema.parse(
        (await quoteCall(service, agent, booked.bookingId, [selection])).body.payload,
      );
      expect(fresh).toMatchObject({ status: "QUOTED", expired: false, amount });
      const paid = await call(MODIFY_BOOKING_PAY_PATH, {
        modificationId: fresh.modificationId,
        wallet: "DEPOSIT",
        amount,
      });
      expect(paid.body.payload).toMatchObject({ status: "PAID" });
    } finally {
      clockOffset = 0;
    }
    expect(await balance(service, agent)).toBe(deposit - amount);
  });
});
