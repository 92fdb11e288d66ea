import { randomInt } from "node:crypto";
import {
  BOOKING_DETAILS_PATH,
  gatewayPaymentPayloadSchema,
  PAYMENT_INITIATE_PATH,
  PAYMENT_STATUS_PATH,
  REISSUE_CONFIRM_PATH,
  REISSUE_DETAILS_PATH,
  REISSUE_GATEWAY_PAY_PATH,
  REISSUE_QUOTE_PATH,
  reissuePayloadSchema,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balance, booked, loggedInLike, seatsLeft } from "../after-booking/after-booking-testing";
import { adult, bookingCall } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { DECLINED_TEST_CARD } from "../payments/gateway-simulator";
import { serviceUnderTest } from "../testing/service-under-test";
import { fareOn } from "./reissue-testing";

let service: FlightService;
let customer: string;
let agent: string;
let clockOffset = 0;
beforeAll(async () => {
  service = await serviceUnderTest({ now: () => new Date(Date.now() + clockOffset) });
  ({ token: customer } = await loggedInLike(service, "customer@wayfare.test", "Customer@123"));
  ({ token: agent } = await loggedInLike(service, "agent@wayfare.test", "Agent@123"));
});
afterAll(() => service.close());

const CARD = { number: "4111 1111 1111 1111", name: "Vikram Iyer", expiry: "12/30", cvv: "123" };
const errCodes = (body: { errors: { errCode: string }[] }) => body.errors.map((e) => e.errCode);
const call = (path: string, data: object, token = customer) =>
  bookingCall(service, path, data, token);

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

/** A B2C customer's one-adult booking of a fare, paid by card through the gateway. */
async function ticketedByCard(priceId: string) {
  const { booking } = await booked(service, customer, { priceIds: [priceId] });
  const { bookingId, total } = booking as { bookingId: string; total: number };
  const started = await call(PAYMENT_INITIATE_PATH, {
    bookingId,
    amount: total,
    mode: "CARD",
    card: CARD,
  });
  const [paid] = await settled(started.body.payload.orderRefId);
  expect(paid?.status).toBe("SUCCESS");
  return { bookingId, total };
}

async function quoted(bookingId: string, priceId: string) {
  const { body } = await call(REISSUE_QUOTE_PATH, { bookingId, tripIndex: 0, priceId });
  return reissuePayloadSchema.parse(body.payload);
}

const payByCard = (reissueId: string, amount: number, number = CARD.number) =>
  call(REISSUE_GATEWAY_PAY_PATH, { reissueId, amount, mode: "CARD", card: { ...CARD, number } });
const details = async (reissueId: string) =>
  reissuePayloadSchema.parse((await call(REISSUE_DETAILS_PATH, { reissueId })).body.payload);
const bookingOf = async (bookingId: string) =>
  (await call(BOOKING_DETAILS_PATH, { bookingId })).body.payload;

/** A later, dearer fare of the same route: the customer pays the difference. */
async function dearerChange() {
  const days = randomInt(30, 200);
  const booking = await ticketedByCard(fareOn(days, "PUBLISHED", { extreme: "lowest" }).id);
  const later = fareOn(days + 7, "PUBLISHED", { extreme: "highest" });
  const reissue = await quoted(booking.bookingId, later.id);
  expect(reissue.amount).toBeGreaterThan(0);
  return { booking, later, reissue };
}

describe("reissue paid by card, UPI or net banking through the gateway (decision 0075)", () => {
  it("a double submit starts one payment, concurrent status calls settle it once: new tickets, the new leg, the log", async () => {
    const { booking, reissue } = await dearerChange();
    const { reissueId, amount } = reissue;
    const before = await bookingOf(booking.bookingId);
    // No wallet to pay from: a payment goes through the gateway.
    const walletless = await call(REISSUE_CONFIRM_PATH, { reissueId, amount });
    expect(errCodes(walletless.body)).toEqual(["2504"]);

    const started = await Promise.all([1, 2, 3].map(() => payByCard(reissueId, amount)));
    const payments = started.map(({ body }) => gatewayPaymentPayloadSchema.parse(body.payload));
    expect(new Set(payments.map((payment) => payment.orderRefId)).size).toBe(1);
    const payment = payments[0] as (typeof payments)[number];
    expect(payment).toMatchObject({ status: "PENDING", reissueId, amount });
    expect(payment.bookingId).toBeUndefined();
    // While the card is in flight no wallet can do it as well.
    const byWallet = await call(REISSUE_CONFIRM_PATH, { reissueId, amount, wallet: "DEPOSIT" });
    expect(errCodes(byWallet.body)).toEqual(["2504"]);

    const statuses = await settled(payment.orderRefId, 4);
    expect(statuses.map((status) => status.status)).toEqual(Array(4).fill("SUCCESS"));
    const done = await details(reissueId);
    expect(done).toMatchObject({ status: "DONE", wallet: null, paidBy: payment.orderRefId });
    const oldTickets = Object.values(before.passengers[0].ticketNumbers);
    const newTickets = Object.values(done.lines[0]?.ticketNumbers ?? {});
    expect(newTickets).toHaveLength(1);
    expect(oldTickets).not.toContain(newTickets[0]);
    const after = await bookingOf(booking.bookingId);
    expect(after.total).toBe(booking.total + amount);
    expect(after.tripInfos[0].id).toBe(reissue.newTrip.id);
    const logged = after.logs.filter((log: { kind: string }) => log.kind === "REISSUED");
    expect(logged).toEqual([
      expect.objectContaining({ detail: expect.stringMatching(/^RI\d+, ₹[\d,.]+ by VISA/) }),
    ]);

    const again = await payByCard(reissueId, amount);
    expect(again.response.status).toBe(409);
    expect(errCodes(again.body)).toEqual(["2504"]);
  });

  it("a declined card changes nothing and leaves the quote payable again; a wrong amount is 1015", async () => {
    const { booking, reissue } = await dearerChange();
    const { reissueId, amount } = reissue;
    expect(errCodes((await payByCard(reissueId, amount + 1)).body)).toEqual(["1015"]);
    const declined = await payByCard(reissueId, amount, DECLINED_TEST_CARD);
    const [failed] = await settled(declined.body.payload.orderRefId);
    expect(failed?.status).toBe("FAILED");
    expect(await details(reissueId)).toMatchObject({ status: "QUOTED" });
    expect((await bookingOf(booking.bookingId)).total).toBe(booking.total);

    const retried = await payByCard(reissueId, amount);
    expect(retried.body.payload.orderRefId).not.toBe(declined.body.payload.orderRefId);
    const [paid] = await settled(retried.body.payload.orderRefId);
    expect(paid?.status).toBe("SUCCESS");
    expect(await details(reissueId)).toMatchObject({ status: "DONE" });
  });

  it("a flight sold out before paying is refused uncharged (409 1000)", async () => {
    const days = randomInt(30, 200);
    const booking = await ticketedByCard(fareOn(days, "PUBLISHED", { extreme: "lowest" }).id);
    const later = fareOn(days + 7, "PUBLISHED", { extreme: "highest" });
    const reissue = await quoted(booking.bookingId, later.id);
    // Another traveller's bookings take every seat left on the new flight's fare.
    let left = await seatsLeft(service, agent, [later.id]);
    while (left > 0) {
      const party = Math.min(left, 9);
      await booked(service, agent, {
        priceIds: [later.id],
        paxInfo: { ADULT: party, CHILD: 0, INFANT: 0 },
        passengers: Array.from({ length: party }, (_, index) =>
          adult(`Traveller${"ABCDEFGHI"[index]}`),
        ),
      });
      left -= party;
    }
    const refused = await payByCard(reissue.reissueId, reissue.amount);
    expect(refused.response.status).toBe(409);
    expect(errCodes(refused.body)).toEqual(["1000"]);
    expect(await details(reissue.reissueId)).toMatchObject({ status: "QUOTED" });
  });

  it("a lower fare is refunded, once, the way the card-paid booking was paid: its credit shell", async () => {
    const days = randomInt(30, 200);
    const booking = await ticketedByCard(fareOn(days, "FLEXI", { extreme: "highest" }).id);
    const cheaper = fareOn(days + 3, "SALE", { extreme: "lowest" });
    const reissue = await quoted(booking.bookingId, cheaper.id);
    expect(reissue.amount).toBeLessThan(0);
    const shell = await balance(service, customer, "CREDIT_SHELL");
    const confirm = { reissueId: reissue.reissueId, amount: reissue.amount };
    const answers = await Promise.all([
      call(REISSUE_CONFIRM_PATH, confirm),
      call(REISSUE_CONFIRM_PATH, confirm),
    ]);
    expect(answers.map(({ body }) => body.payload?.status)).toEqual(["DONE", "DONE"]);
    expect(await details(reissue.reissueId)).toMatchObject({ wallet: "CREDIT_SHELL" });
    expect(await balance(service, customer, "CREDIT_SHELL")).toBe((shell ?? 0) - reissue.amount);
    const logged = (await bookingOf(booking.bookingId)).logs.filter(
      (log: { kind: string }) => log.kind === "REISSUED",
    );
    expect(logged).toEqual([
      expect.objectContaining({ detail: expect.stringMatching(/refunded to the credit shell$/) }),
    ]);
  });
});
