import { randomInt } from "node:crypto";
import {
  BOOKING_DETAILS_PATH,
  FLIGHT_BOOK_PATH,
  FLIGHT_PAY_PATH,
  FLIGHT_REVIEW_PATH,
  type PaxInfo,
  type TripPrice,
} from "@wayfare/domain";
import type { FlightService } from "../index";
import { indiaToday } from "../inventory/local-time";
import { searchResults } from "../search/search-results";
import { daysFromToday, oneWay } from "../search/search-testing";

export const ONE_ADULT: PaxInfo = { ADULT: 1, CHILD: 0, INFANT: 0 };

/**
 * A published fare of a non-stop flight some days ahead with seats for the party and more;
 * a random one unless picked, so repeated runs on one Postgres do not sell one flight out.
 */
export function publishedPrice(
  from: string,
  to: string,
  daysAhead: number,
  paxInfo: PaxInfo = ONE_ADULT,
  pick = randomInt(0, 1_000),
): TripPrice {
  const now = new Date();
  const query = { ...oneWay(from, to, daysFromToday(daysAhead)), paxInfo };
  const { today } = indiaToday(now);
  const trips = searchResults({ query, today, now, subject: null }).lists.ONWARD ?? [];
  const prices = trips
    .filter((trip) => trip.segments.length === 1)
    .flatMap((trip) => trip.prices.filter((price) => price.fareType === "PUBLISHED"))
    .filter((price) => price.fareDetails.ADULT.seatsRemaining >= paxInfo.ADULT + paxInfo.CHILD + 2);
  const price = prices[pick % prices.length];
  if (!price) throw new Error(`no published fare ${from}-${to} in ${daysAhead} days`);
  return price;
}

function post(path: string, data: unknown, token?: string): Request {
  return new Request(`http://service.test${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
}

async function call(service: FlightService, request: Request) {
  const response = await service.fetch(request);
  return { response, body: await response.json() };
}

export async function guestToken(service: FlightService): Promise<string> {
  const response = await service.fetch(new Request("http://service.test/ums/v1/default-token"));
  return response.headers.get("authorization") ?? "";
}

export function reviewCall(
  service: FlightService,
  token: string,
  priceIds: string[],
  passengers: PaxInfo = ONE_ADULT,
  extra: Record<string, unknown> = {},
) {
  return call(service, post(FLIGHT_REVIEW_PATH, { priceIds, passengers, ...extra }, token));
}

export const CONTACT = { countryCode: "+91", mobile: "9876543210", email: "traveller@guest.test" };

export function adult(firstName: string, lastName = "Sharma") {
  return { type: "ADULT", title: "Mr", firstName, lastName };
}

/** Books as told; tests share flights and names, so a duplicate is allowed unless said. */
export function bookCall(service: FlightService, token: string, data: Record<string, unknown>) {
  const body = { contact: CONTACT, allowDuplicate: true, ...data };
  return call(service, post(FLIGHT_BOOK_PATH, body, token));
}

export function payCall(service: FlightService, token: string, data: Record<string, unknown>) {
  return call(service, post(FLIGHT_PAY_PATH, data, token));
}

export function detailsCall(service: FlightService, data: Record<string, unknown>, token?: string) {
  return call(service, post(BOOKING_DETAILS_PATH, data, token));
}

export function rawPost(service: FlightService, path: string, body: string, token: string) {
  return service.fetch(
    new Request(`http://service.test${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body,
    }),
  );
}

/** Any booking endpoint: `data` posted in the envelope with the caller's token. */
export function bookingCall(service: FlightService, path: string, data: unknown, token?: string) {
  return call(service, post(path, data, token));
}
