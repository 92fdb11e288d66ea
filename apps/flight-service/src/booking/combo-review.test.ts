import type { SearchQuery, TripPrice } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { indiaToday } from "../inventory/local-time";
import { searchResults } from "../search/search-results";
import { daysFromToday } from "../search/search-testing";
import { serviceUnderTest } from "../testing/service-under-test";
import { adult, bookCall, guestToken, reviewCall } from "./booking-testing";

let service: FlightService;
let token: string;
beforeAll(async () => {
  service = await serviceUnderTest();
  token = await guestToken(service);
});
afterAll(() => service.close());

const PARTY = { ADULT: 1, CHILD: 0, INFANT: 0 };

function roundTrip(from: string, to: string): SearchQuery {
  return {
    tripType: "RETURN",
    routeInfos: [
      { fromCityOrAirport: from, toCityOrAirport: to, travelDate: daysFromToday(40) },
      { fromCityOrAirport: to, toCityOrAirport: from, travelDate: daysFromToday(47) },
    ],
    cabinClass: "ECONOMY",
    paxInfo: PARTY,
    preferredAirlines: [],
    fareType: "REGULAR",
    searchModifiers: {},
  };
}

function lists(query: SearchQuery) {
  const now = new Date();
  return searchResults({ query, today: indiaToday(now).today, now, subject: null }).lists;
}

function firstCombo(): { combo: TripPrice; oneWayTotal: number } {
  const { COMBO = [], ONWARD = [], RETURN = [] } = lists(roundTrip("BOM", "DXB"));
  const trip = COMBO.find((candidate) => candidate.prices.some((p) => p.fareType === "PUBLISHED"));
  const combo = trip?.prices.find((price) => price.fareType === "PUBLISHED");
  if (!trip || !combo) throw new Error("no combined round trip BOM-DXB");
  const [there, home] = trip.id.split("+");
  const fare = (trips: typeof ONWARD, id?: string) =>
    trips.find((t) => t.id === id)?.prices.find((p) => p.fareType === "PUBLISHED")?.total ?? 0;
  return { combo, oneWayTotal: fare(ONWARD, there) + fare(RETURN, home) };
}

describe("review of a combined international round trip (COMBO)", () => {
  it("prices both ways again at the round-trip fare shown, below the two one-way fares", async () => {
    const { combo, oneWayTotal } = firstCombo();
    expect(combo.total).toBeLessThan(oneWayTotal);
    const { response, body } = await reviewCall(service, token, [combo.id]);
    expect(response.status).toBe(200);
    expect(body.payload).toMatchObject({
      priceChanged: false,
      oldTotal: combo.total,
      newTotal: combo.total,
    });
    expect(body.payload.tripInfos).toHaveLength(2);
    expect(body.payload.fareSummary.baseFare).toBe(combo.base);

    const booked = await bookCall(service, token, {
      bookingId: body.payload.bookingId,
      // Abroad: date of birth, passport and an Indian passport holder's PAN too (J§5).
      passengers: [
        {
          ...adult("Rohan", "Mehta"),
          dob: "1990-05-01",
          pNum: "Z1234567",
          pid: "2020-01-01",
          eD: "2034-01-01",
          pNat: "IN",
          pan: "ABCDE1234F",
        },
      ],
    });
    expect(booked.body.payload.total).toBe(combo.total);
  });

  it("refuses a combination the search would not make: two carriers, fare types, or a domestic pair", async () => {
    const { COMBO = [], ONWARD = [], RETURN = [] } = lists(roundTrip("BOM", "DXB"));
    const combo = COMBO[0]?.prices[0];
    if (!combo) throw new Error("no combined round trip");
    const [there = "", home = ""] = combo.id.split("+");
    const otherCarrier = RETURN.find(
      (trip) => trip.segments[0]?.airline.code !== ONWARD[0]?.segments[0]?.airline.code,
    )?.prices[0]?.id;
    const otherFare = home.replace(/#[A-Z_]+#(\d+)$/, (_, total) =>
      combo.fareType === "PUBLISHED" ? `#SME#${total}` : `#PUBLISHED#${total}`,
    );
    const domestic = lists(roundTrip("DEL", "BOM"));
    const domesticIds = [domestic.ONWARD?.[0]?.prices[0]?.id, domestic.RETURN?.[0]?.prices[0]?.id];
    for (const forged of [
      `${ONWARD[0]?.prices[0]?.id}+${otherCarrier}`,
      `${there}+${otherFare}`,
      domesticIds.join("+"),
      `${there}+${home}+${home}`,
    ]) {
      const { response, body } = await reviewCall(service, token, [forged]);
      expect(response.status).toBe(400);
      expect(body.errors[0].errCode).toBe("2504");
    }
  });
});
