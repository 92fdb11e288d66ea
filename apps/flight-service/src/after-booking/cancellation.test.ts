import {
  CANCELLATION_CONFIRM_PATH,
  CANCELLATION_QUOTE_PATH,
  cancellationConfirmPayloadSchema,
  cancellationQuotePayloadSchema,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adult,
  bookingCall,
  CONTACT,
  guestToken,
  publishedPrice,
} from "../booking/booking-testing";
import type { FlightService } from "../index";
import { outboxFor } from "../testing/fresh-user";
import { serviceUnderTest } from "../testing/service-under-test";
import {
  balance,
  booked,
  distributorToken,
  freshUserToken,
  paidBooking,
  seatsLeft,
} from "./after-booking-testing";

let service: FlightService;
let token: string;
beforeAll(async () => {
  service = await serviceUnderTest();
  token = await distributorToken(service);
});
afterAll(() => service.close());

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const TWO_ADULTS = { ADULT: 2, CHILD: 0, INFANT: 0 };
const quote = (data: Record<string, unknown>, as = token) =>
  bookingCall(service, CANCELLATION_QUOTE_PATH, data, as);
const confirm = (data: Record<string, unknown>, as = token) =>
  bookingCall(service, CANCELLATION_CONFIRM_PATH, data, as);

async function paidForTwo() {
  const { booking, priceIds } = await paidBooking(service, token, {
    paxInfo: TWO_ADULTS,
    passengers: [adult("Asha"), adult("Ravi")],
  });
  const segmentId = booking.tripInfos[0].segments[0].id as string;
  return { booking, priceIds, segmentId };
}

describe("cancellation quote and confirmation", () => {
  it("two days before departure the airline's fee is a quarter more, never past the base fare (decision 0026)", async () => {
    const { booking } = await paidBooking(service, token, {
      priceIds: [publishedPrice("DEL", "BOM", 2).id],
    });
    const hoursLeft =
      (Date.parse(`${booking.tripInfos[0].segments[0].departureTime}+05:30`) - Date.now()) /
      3_600_000;
    expect(hoursLeft).toBeLessThanOrEqual(72);
    const fare = booking.tripInfos[0].prices[0].fareDetails.ADULT;
    const quoted = cancellationQuotePayloadSchema.parse(
      (await quote({ bookingId: booking.bookingId })).body.payload,
    );
    const fee = quoted.lines[0]?.cancellationFee ?? 0;
    if (fare.refundableType === 0 || fare.cancellationFee == null) {
      expect(fee).toBe(fare.base);
    } else {
      const early = Math.min(fare.cancellationFee, fare.base);
      expect(fee).toBe(Math.min(fare.base, Math.ceil((early * 1.25) / 5_000) * 5_000));
    }
    expect(quoted.lines[0]?.refund).toBe(fare.base + fare.taxes - fee);
  });

  it("quotes the airline fee and refund per passenger without cancelling anything", async () => {
    const { booking, priceIds } = await paidForTwo();
    const seats = await seatsLeft(service, token, priceIds);
    const { response, body } = await quote({ bookingId: booking.bookingId });
    expect(response.status).toBe(200);
    const quoted = cancellationQuotePayloadSchema.parse(body.payload);
    const fare = booking.tripInfos[0].prices[0].fareDetails.ADULT;
    const fee = Math.min(fare.cancellationFee, fare.base);
    expect(quoted.lines.map((line) => [line.passengerId, line.passengerName])).toEqual([
      ["1", "Mr Asha Sharma"],
      ["2", "Mr Ravi Sharma"],
    ]);
    expect(quoted.lines[0]).toMatchObject({
      route: "DEL-BOM",
      paid: fare.base + fare.taxes,
      cancellationFee: fee,
      refund: fare.base + fare.taxes - fee,
    });
    expect(quoted).toMatchObject({
      totalRefund: 2 * (fare.base + fare.taxes - fee),
      refundTo: "DEPOSIT",
      cancelsBooking: true,
    });
    expect(await seatsLeft(service, token, priceIds)).toBe(seats);
  });

  it("cancels one passenger, refunds the wallet once, returns the seat, emails the contact", async () => {
    const { booking, priceIds, segmentId } = await paidForTwo();
    const seats = await seatsLeft(service, token, priceIds);
    const before = await balance(service, token);
    const selection = {
      bookingId: booking.bookingId,
      segments: [{ segmentId, passengerIds: ["1"] }],
      remarks: "Plans changed",
    };
    const [first, second] = await Promise.all([confirm(selection), confirm(selection)]);
    const confirmed = cancellationConfirmPayloadSchema.parse(first.body.payload);
    expect(second.body.payload).toEqual(first.body.payload);
    expect(confirmed).toMatchObject({
      bookingStatus: "Success",
      cancelsBooking: false,
      remarks: "Plans changed",
    });
    expect(confirmed.amendmentId).toMatch(/^AM\d{10}$/);
    expect(confirmed.lines.map((line) => line.passengerId)).toEqual(["1"]);
    expect(await balance(service, token)).toBe(before + confirmed.totalRefund);
    expect(await seatsLeft(service, token, priceIds)).toBe(seats + 1);
    const mail = await outboxFor(service, CONTACT.email);
    expect(mail.some((message) => message.subject?.includes(confirmed.amendmentId))).toBe(true);

    const again = await quote(selection);
    expect(again.body.errors[0].errCode).toBe("2504");
    const rest = await confirm({ bookingId: booking.bookingId });
    expect(rest.body.payload).toMatchObject({ bookingStatus: "CANCELLED", cancelsBooking: true });
    expect(
      rest.body.payload.lines.map((line: { passengerId: string }) => line.passengerId),
    ).toEqual(["2"]);
    expect(await balance(service, token)).toBe(
      before + confirmed.totalRefund + rest.body.payload.totalRefund,
    );
    expect(await seatsLeft(service, token, priceIds)).toBe(seats + 2);
    const repeated = await confirm({ bookingId: booking.bookingId });
    expect(repeated.body.payload.amendmentId).toBe(rest.body.payload.amendmentId);
  });

  it("keeps an infant with an adult (1001)", async () => {
    const { booking } = await paidBooking(service, token, {
      paxInfo: { ADULT: 1, CHILD: 0, INFANT: 1 },
      passengers: [
        adult("Asha"),
        { type: "INFANT", title: "Ms", firstName: "Mira", lastName: "Sharma", dob: daysAgo(60) },
      ],
    });
    const segmentId = booking.tripInfos[0].segments[0].id;
    const { body } = await quote({
      bookingId: booking.bookingId,
      segments: [{ segmentId, passengerIds: ["1"] }],
    });
    expect(body.errors[0].errCode).toBe("1001");
  });

  it("'Login to Cancel' for a guest; 1016 for someone else; 2504 for unpaid or unknown", async () => {
    const { booking, segmentId } = await paidForTwo();
    const guest = await confirm({ bookingId: booking.bookingId }, await guestToken(service));
    expect(guest.response.status).toBe(403);
    expect(guest.body.errors).toEqual([{ errCode: "403", message: "Login to Cancel" }]);
    const stranger = await confirm({ bookingId: booking.bookingId }, await freshUserToken(service));
    expect(stranger.body.errors[0].errCode).toBe("1016");
    const unknownSegment = await quote({
      bookingId: booking.bookingId,
      segments: [{ segmentId: `${segmentId}X`, passengerIds: ["1"] }],
    });
    expect(unknownSegment.body.errors[0].errCode).toBe("2504");
    const nobody = await quote({
      bookingId: booking.bookingId,
      segments: [{ segmentId, passengerIds: [] }],
    });
    expect(nobody.body.errors[0].message).toBe("Please Select atleast one passenger");
    const unpaid = (await booked(service, token, { hold: true })).booking;
    const held = await confirm({ bookingId: unpaid.bookingId });
    expect(held.body.errors[0].errCode).toBe("2504");
  });
});
