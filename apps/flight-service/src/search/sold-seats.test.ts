import { randomInt } from "node:crypto";
import type { Trip } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adult,
  bookCall,
  guestToken,
  publishedPrice,
  reviewCall,
} from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { daysFromToday, oneWay, retryCall, searchCall } from "./search-testing";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

/** Every onward trip of a search, all batches. */
async function searchAll(query: unknown): Promise<Trip[]> {
  let body = await (await service.fetch(searchCall(query))).json();
  const trips: Trip[] = [...(body.payload.tripInfos.ONWARD ?? [])];
  while (!body.payload.done) {
    body = await (await service.fetch(retryCall(body.payload.searchId))).json();
    trips.push(...(body.payload.tripInfos.ONWARD ?? []));
  }
  return trips;
}

describe("search shows the seats actually sold (J§3 seats remaining)", () => {
  it("a booked seat is one fewer in the next search of that flight", async () => {
    const days = randomInt(60, 300);
    const price = publishedPrice("DEL", "HYD", days);
    const tripId = price.id.split("#")[0];
    const token = await guestToken(service);
    const review = await reviewCall(service, token, [price.id]);
    const before = review.body.payload.tripInfos[0].prices[0].fareDetails.ADULT.seatsRemaining;
    const bookingId = review.body.payload.bookingId;
    await bookCall(service, token, { bookingId, passengers: [adult("Isha", "Menon")] });

    const trips = await searchAll(oneWay("DEL", "HYD", daysFromToday(days)));
    const published = trips
      .find((trip) => trip.id === tripId)
      ?.prices.find((candidate) => candidate.fareType === "PUBLISHED");
    expect(published?.fareDetails.ADULT.seatsRemaining).toBe(before - 1);
  });
});
