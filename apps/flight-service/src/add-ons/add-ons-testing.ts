import { randomInt } from "node:crypto";
import {
  ADD_ONS_PATH,
  type PaxInfo,
  SEAT_MAP_PATH,
  type SeatMapSegment,
  SSR_PATH,
} from "@wayfare/domain";
import {
  adult,
  bookCall,
  bookingCall,
  ONE_ADULT,
  publishedPrice,
  reviewCall,
} from "../booking/booking-testing";
import { parsePriceId } from "../booking/price-id";
import type { FlightService } from "../index";
import { airline } from "../reference/airlines";

const NAMES = ["Asha", "Ravi", "Neha", "Omar", "Zoya", "Kabir", "Mira", "Dev", "Isha"];

/** Seats left on the fare picked, so several bookings of one flight fit. */
const ROOM = 9;

const ATTEMPTS = 200;

/** A published fare DEL–BOM some days ahead, on an LCC flight (they sell fast forward) unless told. */
function priceOn(paxInfo: PaxInfo, lcc: boolean) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const price = publishedPrice("DEL", "BOM", randomInt(30, 300), paxInfo);
    const code = parsePriceId(price.id)?.flights[0]?.id.slice(0, 2) ?? "";
    const roomy = price.fareDetails.ADULT.seatsRemaining >= ROOM;
    if (airline(code).isLcc === lcc && roomy) return price;
  }
  throw new Error(`no ${lcc ? "LCC" : "full-service"} fare DEL-BOM with ${ROOM} seats`);
}

/** A date of birth some years before today (children 6, infants 1: ages at any test date). */
function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

export interface BookedForAddOns {
  bookingId: string;
  total: number;
  segmentId: string;
  priceId: string;
}

/**
 * A Pending booking of the token's holder on a DEL–BOM flight; `priceId` books more of
 * the same flight. Passengers: the party's adults, then children, then infants.
 */
export async function bookedForAddOns(
  service: FlightService,
  token: string,
  options: { paxInfo?: PaxInfo; lcc?: boolean; priceId?: string; hold?: boolean } = {},
): Promise<BookedForAddOns> {
  const paxInfo = options.paxInfo ?? ONE_ADULT;
  const priceId = options.priceId ?? priceOn(paxInfo, options.lcc ?? true).id;
  const review = await reviewCall(service, token, [priceId], paxInfo);
  const bookingId = review.body.payload.bookingId;
  const surname = NAMES[randomInt(0, NAMES.length)] ?? "Rao";
  const passengers = [
    ...Array.from({ length: paxInfo.ADULT }, (_, index) => adult(NAMES[index] ?? "Asha", surname)),
    ...Array.from({ length: paxInfo.CHILD }, (_, index) => ({
      type: "CHILD",
      title: "Master",
      firstName: NAMES[8 - index] ?? "Isha",
      lastName: surname,
      dob: bornYearsAgo(6),
    })),
    ...Array.from({ length: paxInfo.INFANT }, (_, index) => ({
      type: "INFANT",
      title: "Ms",
      firstName: NAMES[5 + index] ?? "Mira",
      lastName: surname,
      dob: bornYearsAgo(1),
    })),
  ];
  const booked = await bookCall(service, token, { bookingId, passengers, hold: options.hold });
  if (!booked.body.status.success) throw new Error(JSON.stringify(booked.body.errors));
  return {
    bookingId,
    total: booked.body.payload.total,
    segmentId: booked.body.payload.tripInfos[0].segments[0].id,
    priceId,
  };
}

export const seatMapCall = (service: FlightService, token: string, bookingId: string) =>
  bookingCall(service, SEAT_MAP_PATH, { bookingId }, token);

export const ssrCall = (service: FlightService, token: string, bookingId: string) =>
  bookingCall(service, SSR_PATH, { bookingId }, token);

export const addOnsCall = (
  service: FlightService,
  token: string,
  bookingId: string,
  selections: Record<string, unknown>[],
) => bookingCall(service, ADD_ONS_PATH, { bookingId, selections }, token);

type MapSeat = SeatMapSegment["decks"][number]["rows"][number]["seats"][number];

export function seatsOf(segment: SeatMapSegment): MapSeat[] {
  return segment.decks.flatMap((deck) => deck.rows.flatMap((row) => row.seats));
}

/** The first available seat matching a test. */
export function availableSeat(segment: SeatMapSegment, test: (seat: MapSeat) => boolean) {
  const seat = seatsOf(segment).find(
    (candidate) => candidate.status === "available" && test(candidate),
  );
  if (!seat) throw new Error("no such seat available");
  return seat;
}
