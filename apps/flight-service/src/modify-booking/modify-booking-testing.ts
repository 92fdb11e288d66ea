import { MODIFY_BOOKING_QUOTE_PATH, type SeatMapSegment } from "@wayfare/domain";
import { expect } from "vitest";
import { availableSeat, bookedForAddOns, seatMapCall } from "../add-ons/add-ons-testing";
import { bookingCall, payCall } from "../booking/booking-testing";
import type { FlightService } from "../index";

/** A ticketed one-adult booking of the caller's, paid from the deposit. */
export async function ticketedForModify(service: FlightService, token: string, priceId?: string) {
  const booked = await bookedForAddOns(service, token, priceId ? { priceId } : {});
  const paid = await payCall(service, token, {
    bookingId: booked.bookingId,
    wallet: "DEPOSIT",
    amount: booked.total,
  });
  expect(paid.body.payload.status).toBe("Success");
  return booked;
}

export async function segmentMap(
  service: FlightService,
  token: string,
  bookingId: string,
): Promise<SeatMapSegment> {
  const { body } = await seatMapCall(service, token, bookingId);
  return body.payload.segments[0];
}

export const quoteCall = (
  service: FlightService,
  token: string,
  bookingId: string,
  selections: object[],
) => bookingCall(service, MODIFY_BOOKING_QUOTE_PATH, { bookingId, selections }, token);

/** A priced seat with nothing special about it. */
export const paidSeat = (segment: SeatMapSegment) =>
  availableSeat(segment, (seat) => seat.price > 0 && seat.features.length === 0);
