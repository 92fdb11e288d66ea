import { randomInt } from "node:crypto";
import {
  bookingPayloadSchema,
  FLIGHT_REDEMPTION_PATH,
  type GatewayPaymentPayload,
  gatewayPaymentPayloadSchema,
  PAYMENT_ABORT_PATH,
  PAYMENT_INITIATE_PATH,
  PAYMENT_OTP_MESSAGES,
  PAYMENT_OTP_PATH,
  PAYMENT_OTP_RESEND_PATH,
  PAYMENT_STATUS_PATH,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addOnsCall } from "../add-ons/add-ons-testing";
import { balance, distributorToken } from "../after-booking/after-booking-testing";
import {
  adult,
  bookCall,
  bookingCall,
  CONTACT,
  detailsCall,
  guestToken,
  payCall,
  publishedPrice,
  reviewCall,
} from "../booking/booking-testing";
import type { FlightService } from "../index";
import { outboxFor } from "../testing/fresh-user";
import { serviceUnderTest } from "../testing/service-under-test";
import { OTP_TEST_CARD } from "./gateway-simulator";

let service: FlightService;
let clockOffset = 0;
beforeAll(async () => {
  service = await serviceUnderTest({ now: () => new Date(Date.now() + clockOffset) });
});
afterAll(() => service.close());

const CARD = { number: "4111 1111 1111 1111", name: "Ravi Kumar", expiry: "12/30", cvv: "123" };
const OTP_CARD = { ...CARD, number: "4000 0000 0000 3220" };

/**
 * A guest's pending booking of one adult, with its total and a contact mobile of its own,
 * so the bank's SMS is found by recipient even on a Postgres shared with other tests.
 */
async function pendingBooking(token: string) {
  const mobile = `9${randomInt(10 ** 8, 10 ** 9)}`;
  // A route and days of this file's own: on the shared Postgres database, the gateway tests'
  // BOM–GOI bookings would otherwise sell the same flights out.
  const price = publishedPrice("GOI", "BOM", randomInt(30, 300));
  const review = await reviewCall(service, token, [price.id]);
  const bookingId = review.body.payload.bookingId as string;
  const booked = await bookCall(service, token, {
    bookingId,
    passengers: [adult("Ravi", "Kumar")],
    contact: { ...CONTACT, mobile },
  });
  if (!booked.response.ok) throw new Error(JSON.stringify(booked.body.errors));
  return { bookingId, total: booked.body.payload.total as number, mobile };
}

const initiate = (token: string, data: object) =>
  bookingCall(service, PAYMENT_INITIATE_PATH, data, token);
const status = (token: string, orderRefId: string) =>
  bookingCall(service, PAYMENT_STATUS_PATH, { orderRefId }, token);
const sendOtp = (token: string, orderRefId: string, otp: unknown) =>
  bookingCall(service, PAYMENT_OTP_PATH, { orderRefId, otp }, token);
const resendOtp = (token: string, orderRefId: unknown) =>
  bookingCall(service, PAYMENT_OTP_RESEND_PATH, { orderRefId }, token);
const abort = (token: string, orderRefId: unknown) =>
  bookingCall(service, PAYMENT_ABORT_PATH, { orderRefId }, token);

async function later<T>(seconds: number, call: () => Promise<T>): Promise<T> {
  clockOffset = seconds * 1000;
  try {
    return await call();
  } finally {
    clockOffset = 0;
  }
}

/** The bank's SMSes to a mobile about one payment, newest first. */
async function smsesAbout(mobile: string, orderRefId: string) {
  const messages = await outboxFor(service, mobile);
  return messages.filter((message) => message.body.includes(orderRefId));
}

/** The OTP the bank sent for a payment, read from the outbox as the payer reads the SMS. */
async function otpFromOutbox(mobile: string, orderRefId: string): Promise<string> {
  const [sms] = await smsesAbout(mobile, orderRefId);
  const otp = /^(\d{6}) is the OTP/.exec(sms?.body ?? "")?.[1];
  if (!otp) throw new Error(`no OTP SMS for ${orderRefId}`);
  return otp;
}

/** Another 6-digit code than the one sent. */
const wrong = (otp: string, step = 1) => String((Number(otp) + step) % 1_000_000).padStart(6, "0");

/** A booking paid by the OTP card: the payment waiting for its OTP, and the OTP sent. */
async function awaitingOtp(token = "") {
  const payer = token || (await guestToken(service));
  const booking = await pendingBooking(payer);
  const started = await initiate(payer, {
    bookingId: booking.bookingId,
    amount: booking.total,
    mode: "CARD",
    card: OTP_CARD,
  });
  const payment = gatewayPaymentPayloadSchema.parse(started.body.payload);
  const otp = await otpFromOutbox(booking.mobile, payment.orderRefId);
  return { token: payer, ...booking, payment, orderRefId: payment.orderRefId, otp };
}

const payloadOf = (answer: { body: { payload: unknown } }): GatewayPaymentPayload =>
  gatewayPaymentPayloadSchema.parse(answer.body.payload);

describe("card payment verification OTP (J§ Payment and protection: 3 attempts)", () => {
  it("the test card asks for the bank's OTP, sent by SMS; the right one pays and tickets", async () => {
    expect(OTP_TEST_CARD).toBe(OTP_CARD.number.replaceAll(" ", ""));
    const { token, bookingId, total, mobile, payment, orderRefId, otp } = await awaitingOtp();
    expect(payment).toMatchObject({
      status: "OTP_REQUIRED",
      amount: total,
      instrument: "VISA •••• 3220",
      retryInSecond: 0,
      otpAttemptsLeft: 3,
      otpSentTo: `•••••• ${mobile.slice(-4)}`,
      otpResendsLeft: 2,
      otpResendInSecond: 30,
    });
    expect(payment.otpRejected).toBeUndefined();
    const smses = await smsesAbout(mobile, orderRefId);
    expect(smses).toHaveLength(1);
    expect(smses[0]).toMatchObject({ channel: "SMS", recipient: mobile });
    expect(smses[0]?.body).toMatch(/^\d{6} is the OTP to pay ₹[\d,.]+ to Wayfare/);
    expect(smses[0]?.body).toContain("It expires in 5 minutes.");

    // Waiting does not settle it: it needs the OTP.
    const waiting = await later(60, () => status(token, orderRefId));
    expect(payloadOf(waiting)).toMatchObject({ status: "OTP_REQUIRED", otpAttemptsLeft: 3 });
    expect(JSON.stringify(waiting.body)).not.toContain(otp);

    const verified = await sendOtp(token, orderRefId, otp);
    expect(verified.response.status).toBe(200);
    const pending = payloadOf(verified);
    expect(pending).toMatchObject({ status: "PENDING", otpAttemptsLeft: 3 });
    expect(pending.otpRejected).toBeUndefined();
    expect(pending.retryInSecond).toBeGreaterThan(0);
    expect((await status(token, orderRefId)).body.payload.status).toBe("PENDING");

    const settled = await later(5, () => status(token, orderRefId));
    expect(settled.body.payload).toMatchObject({ status: "SUCCESS", retryInSecond: 0 });
    const booking = bookingPayloadSchema.parse(
      (await detailsCall(service, { bookingId }, token)).body.payload,
    );
    expect(booking.status).toBe("Success");
    expect(Object.values(booking.passengers[0]?.ticketNumbers ?? {})).toHaveLength(1);
    // Used: the same OTP again is refused as not awaiting one.
    expect((await sendOtp(token, orderRefId, otp)).body.errors).toEqual([
      { errCode: "2504", message: "Invalid request, data passed is wrong" },
    ]);
  });

  it("two wrong OTPs use two tries, each answered with the tries left; then the right one pays", async () => {
    const { token, orderRefId, otp } = await awaitingOtp();
    const first = await sendOtp(token, orderRefId, wrong(otp));
    expect(first.response.status).toBe(200);
    expect(first.body.status.success).toBe(true);
    expect(payloadOf(first)).toMatchObject({
      status: "OTP_REQUIRED",
      otpAttemptsLeft: 2,
      otpRejected: true,
    });
    const second = await sendOtp(token, orderRefId, wrong(otp, 2));
    expect(payloadOf(second)).toMatchObject({ otpAttemptsLeft: 1, otpRejected: true });
    expect(PAYMENT_OTP_MESSAGES.attemptsLeft(payloadOf(second).otpAttemptsLeft ?? 0)).toBe(
      "Invalid OTP. You have 1 attempt left.",
    );
    expect(payloadOf(await status(token, orderRefId))).toMatchObject({
      status: "OTP_REQUIRED",
      otpAttemptsLeft: 1,
    });
    const right = payloadOf(await sendOtp(token, orderRefId, otp));
    expect(right).toMatchObject({ status: "PENDING", otpAttemptsLeft: 1 });
    expect(right.otpRejected).toBeUndefined();
    expect((await later(5, () => status(token, orderRefId))).body.payload.status).toBe("SUCCESS");
  });

  it("three wrong OTPs cancel the payment with the message; the booking can be paid again", async () => {
    const { token, bookingId, total, orderRefId, otp } = await awaitingOtp();
    await sendOtp(token, orderRefId, wrong(otp));
    await sendOtp(token, orderRefId, wrong(otp));
    const third = await sendOtp(token, orderRefId, wrong(otp));
    expect(third.response.status).toBe(200);
    expect(payloadOf(third)).toMatchObject({
      status: "FAILED",
      otpAttemptsLeft: 0,
      otpRejected: true,
      retryInSecond: 0,
      failureReason:
        "The OTP was entered wrongly 3 times, so this payment was cancelled. Nothing was charged.",
    });
    const { body: details } = await detailsCall(service, { bookingId }, token);
    expect(bookingPayloadSchema.parse(details.payload).logs?.at(-1)).toMatchObject({
      kind: "PAYMENT_FAILED",
      detail: `VISA •••• 3220: ${PAYMENT_OTP_MESSAGES.exhausted}`,
    });
    // The right OTP is too late now, and a settle never revives it.
    const late = await sendOtp(token, orderRefId, otp);
    expect(late.response.status).toBe(409);
    expect(late.body.errors[0].errCode).toBe("2504");
    expect((await later(10, () => status(token, orderRefId))).body.payload).toMatchObject({
      status: "FAILED",
      failureReason: PAYMENT_OTP_MESSAGES.exhausted,
    });

    const retry = await initiate(token, { bookingId, amount: total, mode: "CARD", card: CARD });
    expect(payloadOf(retry)).toMatchObject({ status: "PENDING" });
    expect(retry.body.payload.orderRefId).not.toBe(orderRefId);
    expect(retry.body.payload.otpAttemptsLeft).toBeUndefined();
    const paid = await later(5, () => status(token, retry.body.payload.orderRefId));
    expect(paid.body.payload.status).toBe("SUCCESS");
  });

  it("an expired OTP cancels the payment, by the OTP call or by asking its status", async () => {
    const byOtp = await awaitingOtp();
    const tooLate = await later(5 * 60 + 1, () =>
      sendOtp(byOtp.token, byOtp.orderRefId, byOtp.otp),
    );
    expect(tooLate.response.status).toBe(200);
    expect(payloadOf(tooLate)).toMatchObject({
      status: "FAILED",
      otpAttemptsLeft: 3,
      failureReason: "The OTP expired, so this payment was cancelled. Nothing was charged.",
    });
    expect(payloadOf(tooLate).otpRejected).toBeUndefined();

    const byStatus = await awaitingOtp();
    const justBefore = await later(5 * 60 - 2, () => status(byStatus.token, byStatus.orderRefId));
    expect(justBefore.body.payload.status).toBe("OTP_REQUIRED");
    const looked = await later(5 * 60 + 1, () => status(byStatus.token, byStatus.orderRefId));
    expect(looked.body.payload).toMatchObject({
      status: "FAILED",
      failureReason: PAYMENT_OTP_MESSAGES.expired,
    });
    expect((await sendOtp(byStatus.token, byStatus.orderRefId, byStatus.otp)).body.errors).toEqual([
      { errCode: "2504", message: "Invalid request, data passed is wrong" },
    ]);
  });

  it("an expired OTP no longer holds the booking: paying again starts a new payment", async () => {
    const { token, bookingId, total, orderRefId } = await awaitingOtp();
    const again = await later(5 * 60 + 1, () =>
      initiate(token, { bookingId, amount: total, mode: "UPI", upiId: "ravi@okaxis" }),
    );
    expect(again.body.payload).toMatchObject({ status: "PENDING", mode: "UPI" });
    expect(again.body.payload.orderRefId).not.toBe(orderRefId);
    expect((await status(token, orderRefId)).body.payload).toMatchObject({
      status: "FAILED",
      failureReason: PAYMENT_OTP_MESSAGES.expired,
    });
  });

  it("while the OTP is awaited the payment is in flight: a second submit answers it, one SMS, no redemption", async () => {
    const { token, bookingId, total, mobile, orderRefId } = await awaitingOtp();
    const twice = await initiate(token, { bookingId, amount: total, mode: "CARD", card: OTP_CARD });
    expect(twice.body.payload).toMatchObject({ orderRefId, status: "OTP_REQUIRED" });
    const other = await initiate(token, { bookingId, amount: total, mode: "CARD", card: CARD });
    expect(other.body.payload).toMatchObject({ orderRefId, status: "OTP_REQUIRED" });
    expect(await smsesAbout(mobile, orderRefId)).toHaveLength(1);
    const redemption = await bookingCall(
      service,
      FLIGHT_REDEMPTION_PATH,
      { bookingId, voucherCode: "", tjCashPoints: 0 },
      token,
    );
    expect(redemption.response.status).toBe(409);
    expect(redemption.body.errors[0].errCode).toBe("2504");
  });

  it("only the payer may send the OTP (1016); a payment not awaiting one is 2504", async () => {
    const { orderRefId, otp, token } = await awaitingOtp();
    const stranger = await sendOtp(await guestToken(service), orderRefId, otp);
    expect(stranger.response.status).toBe(404);
    expect(stranger.body.errors).toEqual([
      { errCode: "1016", message: "No booking found for the PNR" },
    ]);
    expect((await sendOtp(token, "OR000000000000", otp)).body.errors[0].errCode).toBe("1016");
    expect(payloadOf(await status(token, orderRefId))).toMatchObject({ otpAttemptsLeft: 3 });
    const unauthenticated = await sendOtp("", orderRefId, otp);
    expect(unauthenticated.response.status).toBe(403);

    const plain = await pendingBooking(token);
    const card = await initiate(token, {
      bookingId: plain.bookingId,
      amount: plain.total,
      mode: "CARD",
      card: CARD,
    });
    expect(card.body.payload.status).toBe("PENDING");
    const notAwaiting = await sendOtp(token, card.body.payload.orderRefId, "123456");
    expect(notAwaiting.response.status).toBe(409);
    expect(notAwaiting.body.errors).toEqual([
      { errCode: "2504", message: "Invalid request, data passed is wrong" },
    ]);
  });

  it("a malformed OTP is a 400 'Invalid OTP' (the catalogue's 803 text) and uses no try", async () => {
    const { token, orderRefId } = await awaitingOtp();
    for (const otp of ["12345", "1234567", "12a456", "", "   ", 123456, null]) {
      const { response, body } = await sendOtp(token, orderRefId, otp);
      expect(response.status).toBe(400);
      expect(body.errors).toEqual([{ errCode: "400", message: "Invalid OTP" }]);
    }
    expect(payloadOf(await status(token, orderRefId))).toMatchObject({
      status: "OTP_REQUIRED",
      otpAttemptsLeft: 3,
    });
  });

  it("three wrong OTPs and the right one at once: judged one by one, never below 0 tries, never both paid and failed", async () => {
    for (let round = 0; round < 3; round += 1) {
      const { token, orderRefId, otp } = await awaitingOtp();
      const answers = await Promise.all([
        sendOtp(token, orderRefId, wrong(otp, 1)),
        sendOtp(token, orderRefId, wrong(otp, 2)),
        sendOtp(token, orderRefId, otp),
        sendOtp(token, orderRefId, wrong(otp, 3)),
      ]);
      for (const answer of answers) expect([200, 409]).toContain(answer.response.status);
      const judged = answers.filter((answer) => answer.response.ok).map(payloadOf);
      const statuses = judged.map((payment) => payment.status);
      expect(statuses.includes("PENDING") && statuses.includes("FAILED")).toBe(false);
      for (const payment of judged) {
        expect(payment.otpAttemptsLeft).toBeGreaterThanOrEqual(0);
      }
      const rejected = judged.filter((payment) => payment.otpRejected).length;
      const final = payloadOf(await status(token, orderRefId));
      if (final.status === "FAILED") {
        // The three wrong ones came first: the right one found it failed.
        expect(final).toMatchObject({
          otpAttemptsLeft: 0,
          failureReason: PAYMENT_OTP_MESSAGES.exhausted,
        });
        expect(rejected).toBe(3);
        expect(judged).toHaveLength(3);
      } else {
        // The right one came in time: the wrong ones before it used tries, those after it were 2504.
        expect(final.status).toBe("PENDING");
        expect(statuses.filter((value) => value === "PENDING")).toHaveLength(1);
        expect(final.otpAttemptsLeft).toBe(3 - rejected);
        expect(answers.length - judged.length).toBe(3 - rejected);
        expect((await later(5, () => status(token, orderRefId))).body.payload.status).toBe(
          "SUCCESS",
        );
      }
    }
  });

  it("a new OTP after 30 s replaces the last, keeps the tries left, and is sent at most twice", async () => {
    const { token, mobile, orderRefId, otp } = await awaitingOtp();
    const tooSoon = await later(29, () => resendOtp(token, orderRefId));
    expect(tooSoon.response.status).toBe(429);
    expect(tooSoon.body.errors[0].errCode).toBe("416");
    expect(await smsesAbout(mobile, orderRefId)).toHaveLength(1);
    await sendOtp(token, orderRefId, wrong(otp));

    const first = await later(30, () => resendOtp(token, orderRefId));
    expect(first.response.status).toBe(200);
    expect(payloadOf(first)).toMatchObject({
      status: "OTP_REQUIRED",
      otpAttemptsLeft: 2,
      otpResendsLeft: 1,
      otpResendInSecond: 30,
    });
    expect(await smsesAbout(mobile, orderRefId)).toHaveLength(2);
    const newOtp = await otpFromOutbox(mobile, orderRefId);
    expect(JSON.stringify(first.body)).not.toContain(newOtp);
    // The earlier OTP no longer works (unless the new one happens to be the same digits).
    if (newOtp !== otp) {
      const old = await later(31, () => sendOtp(token, orderRefId, otp));
      expect(payloadOf(old)).toMatchObject({ otpRejected: true, otpAttemptsLeft: 1 });
    }
    expect(payloadOf(await later(31, () => status(token, orderRefId)))).toMatchObject({
      otpResendsLeft: 1,
      otpResendInSecond: 29,
    });

    const second = await later(60, () => resendOtp(token, orderRefId));
    expect(payloadOf(second)).toMatchObject({ otpResendsLeft: 0 });
    expect(payloadOf(second).otpResendInSecond).toBeUndefined();
    const none = await later(120, () => resendOtp(token, orderRefId));
    expect(none.response.status).toBe(429);
    expect(await smsesAbout(mobile, orderRefId)).toHaveLength(3);

    // The newest OTP is valid 5 minutes from when it was sent, past the first one's expiry.
    const latest = await otpFromOutbox(mobile, orderRefId);
    const paid = await later(60 + 5 * 60 - 1, () => sendOtp(token, orderRefId, latest));
    expect(payloadOf(paid)).toMatchObject({ status: "PENDING" });
    expect(payloadOf(paid).otpResendInSecond).toBeUndefined();
    expect((await resendOtp(token, orderRefId)).response.status).toBe(409);
  });

  it("a new OTP only for the payer's own payment waiting for one; a double click sends one", async () => {
    const { token, bookingId, mobile, orderRefId } = await awaitingOtp();
    const stranger = await later(30, async () => resendOtp(await guestToken(service), orderRefId));
    expect(stranger.response.status).toBe(404);
    expect(stranger.body.errors[0].errCode).toBe("1016");
    expect((await resendOtp("", orderRefId)).response.status).toBe(403);
    for (const bad of ["OR1", "", null, 42, "OR000000000000'; drop table x"]) {
      expect((await resendOtp(token, bad)).response.status).toBe(400);
    }
    const twice = await later(30, () =>
      Promise.all([resendOtp(token, orderRefId), resendOtp(token, orderRefId)]),
    );
    expect(twice.map((answer) => answer.response.status).sort()).toEqual([200, 429]);
    expect(await smsesAbout(mobile, orderRefId)).toHaveLength(2);

    const expired = await later(30 + 5 * 60 + 1, () => resendOtp(token, orderRefId));
    expect(payloadOf(expired)).toMatchObject({
      status: "FAILED",
      failureReason: PAYMENT_OTP_MESSAGES.expired,
    });
    const { body: details } = await detailsCall(service, { bookingId }, token);
    expect(bookingPayloadSchema.parse(details.payload).logs?.at(-1)).toMatchObject({
      kind: "PAYMENT_FAILED",
      by: "Wayfare",
      detail: `VISA •••• 3220: ${PAYMENT_OTP_MESSAGES.expired}`,
    });
    expect(await smsesAbout(mobile, orderRefId)).toHaveLength(2);
  });

  it("while a card payment is in flight, neither a wallet payment nor new add-ons are taken", async () => {
    const agent = await distributorToken(service);
    const { bookingId, total, orderRefId, otp } = await awaitingOtp(agent);
    const before = await balance(service, agent);
    const byDeposit = await payCall(service, agent, {
      bookingId,
      wallet: "DEPOSIT",
      amount: total,
    });
    expect(byDeposit.response.status).toBe(409);
    expect(byDeposit.body.errors).toEqual([
      { errCode: "2504", message: "Invalid request, data passed is wrong" },
    ]);
    const addOns = await addOnsCall(service, agent, bookingId, []);
    expect(addOns.response.status).toBe(409);
    expect(addOns.body.errors[0].errCode).toBe("2504");
    expect(await balance(service, agent)).toBe(before);

    expect(payloadOf(await sendOtp(agent, orderRefId, otp)).status).toBe("PENDING");
    const settled = await later(5, () => status(agent, orderRefId));
    expect(settled.body.payload.status).toBe("SUCCESS");
    // Paid by card: the wallet payment now answers the ticketed booking and charges nothing.
    const again = await payCall(service, agent, { bookingId, wallet: "DEPOSIT", amount: total });
    expect(again.body.payload.status).toBe("Success");
    expect(await balance(service, agent)).toBe(before);
  });

  it("the payer aborts at the OTP step: nothing charged, the booking unpaid and payable again, no wallet touched", async () => {
    const agent = await distributorToken(service);
    const { bookingId, total, orderRefId, otp } = await awaitingOtp(agent);
    const before = await balance(service, agent);
    const stranger = await abort(await guestToken(service), orderRefId);
    expect(stranger.response.status).toBe(404);
    expect(stranger.body.errors[0].errCode).toBe("1016");
    for (const bad of ["OR1", "", null, 42]) {
      expect((await abort(agent, bad)).response.status).toBe(400);
    }

    const aborted = await abort(agent, orderRefId);
    expect(aborted.response.status).toBe(200);
    expect(payloadOf(aborted)).toMatchObject({
      status: "FAILED",
      failureReason: "You cancelled this payment. Nothing was charged.",
    });
    expect((await sendOtp(agent, orderRefId, otp)).response.status).toBe(409);
    expect((await abort(agent, orderRefId)).response.status).toBe(409);
    const details = await detailsCall(service, { bookingId }, agent);
    expect(bookingPayloadSchema.parse(details.body.payload).status).toBe("Pending");
    expect(await balance(service, agent)).toBe(before);

    const paid = await payCall(service, agent, { bookingId, wallet: "DEPOSIT", amount: total });
    expect(paid.body.payload.status).toBe("Success");
    expect(await balance(service, agent)).toBe(before - total);
  });

  it("a right OTP and an abort sent at once: exactly one wins, and the booking is charged at most once", async () => {
    for (let round = 0; round < 3; round += 1) {
      const { token, bookingId, orderRefId, otp } = await awaitingOtp();
      const [verified, aborted] = await Promise.all([
        sendOtp(token, orderRefId, otp),
        abort(token, orderRefId),
      ]);
      const statuses = [verified.response.status, aborted.response.status].sort();
      expect(statuses).toEqual([200, 409]);
      const settled = await later(5, () => status(token, orderRefId));
      const paidByCard = settled.body.payload.status === "SUCCESS";
      expect(paidByCard).toBe(verified.response.status === 200);
      const details = await detailsCall(service, { bookingId }, token);
      expect(bookingPayloadSchema.parse(details.body.payload).status).toBe(
        paidByCard ? "Success" : "Pending",
      );
    }
  });

  it("an abort, a retry by card and a retry from the deposit sent at once: the booking is charged at most once", async () => {
    const agent = await distributorToken(service);
    for (let round = 0; round < 3; round += 1) {
      const { bookingId, total, orderRefId } = await awaitingOtp(agent);
      const before = await balance(service, agent);
      const [, byCard] = await Promise.all([
        abort(agent, orderRefId),
        initiate(agent, { bookingId, amount: total, mode: "CARD", card: CARD }),
        payCall(service, agent, { bookingId, wallet: "DEPOSIT", amount: total }),
      ]);
      const retried = byCard.response.ok ? payloadOf(byCard).orderRefId : undefined;
      const settled =
        retried && retried !== orderRefId
          ? await later(5, () => status(agent, retried))
          : undefined;
      const paidByCard = settled?.body.payload.status === "SUCCESS";
      const takenFromDeposit = before - (await balance(service, agent));
      expect([0, total]).toContain(takenFromDeposit);
      const charges = Number(paidByCard) + Number(takenFromDeposit === total);
      expect(charges).toBeLessThanOrEqual(1);
      const details = await detailsCall(service, { bookingId }, agent);
      expect(bookingPayloadSchema.parse(details.body.payload).status).toBe(
        charges === 1 ? "Success" : "Pending",
      );
    }
  });
});
