import { randomInt } from "node:crypto";
import {
  BOOKING_DETAILS_PATH,
  FLIGHT_INVOICE_PATH,
  REISSUE_CONFIRM_PATH,
  REISSUE_DETAILS_PATH,
  REISSUE_QUOTE_PATH,
  reissuePayloadSchema,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balance, loggedInLike, paidBooking } from "../after-booking/after-booking-testing";
import { bookingCall, guestToken } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { classChangeFares, fareOn } from "./reissue-testing";

let service: FlightService;
let agent: string;
beforeAll(async () => {
  service = await serviceUnderTest();
  ({ token: agent } = await loggedInLike(service, "agent@wayfare.test", "Agent@123"));
});
afterAll(() => service.close());

const errCodes = (body: { errors: { errCode: string }[] }) => body.errors.map((e) => e.errCode);
const call = (path: string, data: object, token = agent) => bookingCall(service, path, data, token);

async function ticketed(priceId: string) {
  const { booking } = await paidBooking(service, agent, { priceIds: [priceId] });
  expect(booking.status).toBe("Success");
  return booking as { bookingId: string; total: number };
}

const quote = (bookingId: string, priceId: string, token = agent) =>
  call(REISSUE_QUOTE_PATH, { bookingId, tripIndex: 0, priceId }, token);

const details = async (bookingId: string) =>
  (await call(BOOKING_DETAILS_PATH, { bookingId })).body.payload;

describe("reissue: a ticketed leg moved to another date or cabin (decision 0069)", () => {
  it("quotes the fare difference and the date-change fee, pays it once under a double submit, issues new tickets", async () => {
    const days = randomInt(30, 200);
    const booking = await ticketed(fareOn(days, "PUBLISHED", { extreme: "lowest" }).id);
    const before = await details(booking.bookingId);
    const later = fareOn(days + 7, "PUBLISHED", { extreme: "highest" });
    const quoted = reissuePayloadSchema.parse(
      (await quote(booking.bookingId, later.id)).body.payload,
    );
    expect(quoted).toMatchObject({
      status: "QUOTED",
      kind: "DATE_CHANGE",
      window: "MORE_THAN_72_HOURS",
      wallet: null,
    });
    expect(quoted.changeFee).toBeGreaterThan(0);
    expect(quoted.amount).toBe(quoted.fareDifference + quoted.changeFee);
    expect(quoted.amount).toBeGreaterThan(0);
    expect(quoted.lines[0]?.oldFare).toBe(
      before.tripInfos[0].prices[0].fareDetails.ADULT.base +
        before.tripInfos[0].prices[0].fareDetails.ADULT.taxes,
    );

    const deposit = await balance(service, agent);
    const confirm = { reissueId: quoted.reissueId, wallet: "DEPOSIT", amount: quoted.amount };
    const answers = await Promise.all([
      call(REISSUE_CONFIRM_PATH, confirm),
      call(REISSUE_CONFIRM_PATH, confirm),
    ]);
    for (const { body } of answers) expect(body.payload.status).toBe("DONE");
    expect(await balance(service, agent)).toBe(deposit - quoted.amount);
    const again = await call(REISSUE_CONFIRM_PATH, confirm);
    expect(again.body.payload.status).toBe("DONE");
    expect(await balance(service, agent)).toBe(deposit - quoted.amount);

    const after = await details(booking.bookingId);
    expect(after.tripInfos[0].id).toBe(later.flightId);
    expect(after.total).toBe(booking.total + quoted.amount);
    expect(after.logs.at(-1)).toMatchObject({ kind: "REISSUED" });
    expect(after.reissues).toEqual([
      expect.objectContaining({
        reissueId: quoted.reissueId,
        amount: quoted.amount,
        reissuedSegments: [
          expect.objectContaining({
            segmentId: before.tripInfos[0].segments[0].id,
            status: "REISSUED",
          }),
        ],
      }),
    ]);
    const [oldTickets, newTickets] = [before, after].map((b) => b.passengers[0].ticketNumbers);
    const code = Object.keys(newTickets).find((key) => later.flightId.startsWith(key)) ?? "";
    expect(newTickets[code]).toMatch(/^\d{13}$/);
    expect(newTickets[code]).not.toBe(oldTickets[code]);
    const read = await call(REISSUE_DETAILS_PATH, { reissueId: quoted.reissueId });
    expect(read.body.payload).toMatchObject({ status: "DONE", wallet: "DEPOSIT" });
    expect(read.body.payload.lines[0].ticketNumbers[code]).toBe(newTickets[code]);
    expect(read.body.payload.oldTrip.id).toBe(before.tripInfos[0].id);

    const invoice = (
      await call(FLIGHT_INVOICE_PATH, {
        bookingId: booking.bookingId,
        audience: "AGENCY",
        reissueId: quoted.reissueId,
      })
    ).body.payload;
    expect(invoice).toMatchObject({
      kind: "AMENDMENT",
      reissueId: quoted.reissueId,
      invoiceNumber: `AI-${quoted.reissueId}-A`,
      total: quoted.amount,
    });
  });

  it("refunds to the wallet when the new fare is lower, once", async () => {
    const days = randomInt(30, 200);
    const booking = await ticketed(fareOn(days, "FLEXI", { extreme: "highest" }).id);
    const cheaper = fareOn(days + 3, "SALE", { extreme: "lowest" });
    const quoted = (await quote(booking.bookingId, cheaper.id)).body.payload;
    expect(quoted.changeFee).toBe(0);
    expect(quoted.amount).toBeLessThan(0);
    const deposit = await balance(service, agent);
    const confirm = { reissueId: quoted.reissueId, wallet: "DEPOSIT", amount: quoted.amount };
    await Promise.all([call(REISSUE_CONFIRM_PATH, confirm), call(REISSUE_CONFIRM_PATH, confirm)]);
    expect(await balance(service, agent)).toBe(deposit - quoted.amount);
  });

  it("changes the cabin on the same flight (a class change)", async () => {
    const days = randomInt(30, 200);
    const { business, economy } = classChangeFares(days, randomInt(0, 99));
    const booking = await ticketed(economy.id);
    const quoted = (await quote(booking.bookingId, business.id)).body.payload;
    expect(quoted).toMatchObject({ kind: "CLASS_CHANGE", status: "QUOTED" });
    expect(quoted.fareDifference).toBeGreaterThan(0);
  });

  it("refuses the same flight (400), a wrong amount (1015), someone else's booking (1016), a guest (403)", async () => {
    const days = randomInt(30, 200);
    const fare = fareOn(days, "PUBLISHED", { pick: randomInt(0, 99) });
    const booking = await ticketed(fare.id);
    const same = await quote(booking.bookingId, fare.id);
    expect(same.body.errors[0].message).toBe("Please choose another date or cabin class");
    const later = fareOn(days + 1, "PUBLISHED");
    const quoted = (await quote(booking.bookingId, later.id)).body.payload;
    const wrong = { reissueId: quoted.reissueId, wallet: "DEPOSIT", amount: quoted.amount + 1 };
    expect(errCodes((await call(REISSUE_CONFIRM_PATH, wrong)).body)).toEqual(["1015"]);
    const stranger = (await loggedInLike(service, "agent2@wayfare.test", "Agent2@123")).token;
    expect(errCodes((await quote(booking.bookingId, later.id, stranger)).body)).toEqual(["1016"]);
    const right = { ...wrong, amount: quoted.amount };
    expect(errCodes((await call(REISSUE_CONFIRM_PATH, right, stranger)).body)).toEqual(["1016"]);
    const visitor = await guestToken(service);
    expect((await quote(booking.bookingId, later.id, visitor)).response.status).toBe(403);
  });
});
