import {
  legSearchIds,
  type SearchQuery,
  type SearchResultsPayload,
  searchResultsPayloadSchema,
  type Trip,
  tripLayovers,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { daysFromToday, oneWay, retryCall, searchCall } from "./search-testing";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

async function call(request: Request) {
  const response = await service.fetch(request);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** Every batch of a search, following searchIds until done. */
async function allBatches(query: SearchQuery): Promise<SearchResultsPayload[]> {
  const first = await call(searchCall(query));
  expect(first.status).toBe(200);
  const batches = [searchResultsPayloadSchema.parse(first.body.payload)];
  while (!batches.at(-1)?.done) {
    const next = await call(retryCall(batches.at(-1)?.searchId ?? ""));
    batches.push(searchResultsPayloadSchema.parse(next.body.payload));
    expect(batches.length).toBeLessThanOrEqual(5);
  }
  return batches;
}

function list(
  batches: SearchResultsPayload[],
  key: keyof SearchResultsPayload["tripInfos"],
): Trip[] {
  return batches.flatMap((batch) => batch.tripInfos[key] ?? []);
}

describe("flight search", () => {
  it("answers progressively: a first batch with a searchId and retryInSecond, then done", async () => {
    const batches = await allBatches(oneWay("DEL", "BOM", daysFromToday(30)));
    expect(batches.map((batch) => [batch.batch, batch.done])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ]);
    // The international carriers' batch answers after the 10-second cut-off (J§9).
    expect(batches.map((batch) => [batch.receivedAfterSeconds, batch.retryInSecond])).toEqual([
      [1, 2],
      [3, 9],
      [12, 0],
    ]);
    const airlines = batches.map(
      (batch) =>
        new Set((batch.tripInfos.ONWARD ?? []).map((trip) => trip.segments[0]?.airline.code)),
    );
    expect([...(airlines[0] ?? [])].sort()).toEqual(["6E", "AI"]);
    expect([...(airlines[1] ?? [])].sort()).toEqual(["IX", "QP", "SG"]);
    expect(batches[0]?.isDomestic).toBe(true);
  });

  it("gives the same answer to the same query, and different answers on different dates", async () => {
    const query = oneWay("BLR", "CCU", daysFromToday(45));
    const first = await call(searchCall(query));
    const again = await call(searchCall(query));
    expect(again.body).toEqual(first.body);
    const later = await call(searchCall(oneWay("BLR", "CCU", daysFromToday(46))));
    expect(later.body.payload.tripInfos).not.toEqual(first.body.payload.tripInfos);
  });

  it("filters by preferred airline, direct flights and cabin", async () => {
    const query = oneWay("IXL", "BLR", daysFromToday(20));
    const preferred = list(await allBatches({ ...query, preferredAirlines: ["6E"] }), "ONWARD");
    expect(preferred.length).toBeGreaterThan(0);
    expect(
      preferred.every((trip) => trip.segments.every((segment) => segment.airline.code === "6E")),
    ).toBe(true);
    const direct = list(
      await allBatches({
        ...oneWay("DEL", "BLR", daysFromToday(20)),
        searchModifiers: { isDirectFlight: true },
      }),
      "ONWARD",
    );
    expect(direct.length).toBeGreaterThan(0);
    expect(direct.every((trip) => trip.segments.length === 1)).toBe(true);
    const business = list(
      await allBatches({ ...oneWay("DEL", "LHR", daysFromToday(40)), cabinClass: "BUSINESS" }),
      "ONWARD",
    );
    expect(business.length).toBeGreaterThan(0);
    for (const trip of business) {
      for (const price of trip.prices) expect(price.fareDetails.ADULT.cabinClass).toBe("BUSINESS");
    }
  });

  it("lists connections with their layovers of at least the minimum connecting time", async () => {
    const trips = list(await allBatches(oneWay("IXB", "GOI", daysFromToday(25))), "ONWARD");
    const connecting = trips.filter((trip) => trip.segments.length > 1);
    expect(connecting.length).toBeGreaterThan(0);
    for (const trip of connecting) {
      for (const { minutes } of tripLayovers(trip)) expect(minutes).toBeGreaterThanOrEqual(60);
    }
  });

  it("prices the passenger mix and shows student fares only when asked", async () => {
    const query: SearchQuery = {
      ...oneWay("DEL", "BOM", daysFromToday(30)),
      paxInfo: { ADULT: 2, CHILD: 1, INFANT: 1 },
    };
    const regular = list(await allBatches(query), "ONWARD");
    const fareTypes = new Set(
      regular.flatMap((trip) => trip.prices.map((price) => price.fareType)),
    );
    expect(fareTypes.has("STUDENT")).toBe(false);
    expect(regular[0]?.prices[0]?.fareDetails.INFANT).toBeDefined();
    const student = list(await allBatches({ ...query, fareType: "STUDENT" }), "ONWARD");
    expect(student.some((trip) => trip.prices.some((price) => price.fareType === "STUDENT"))).toBe(
      true,
    );
  });

  it("sells a TJ Flex fare in economy, dearer than the Flexi Plus fare of the same flight", async () => {
    const trips = list(await allBatches(oneWay("DEL", "BOM", daysFromToday(20))), "ONWARD");
    const withFlex = trips.filter((trip) => trip.prices.some((p) => p.fareType === "TJ_FLEX"));
    expect(withFlex.length).toBeGreaterThan(trips.length / 2);
    const total = (trip: Trip, fareType: string) =>
      trip.prices.find((price) => price.fareType === fareType)?.total;
    for (const trip of withFlex.filter((t) => total(t, "FLEXI") !== undefined)) {
      expect(total(trip, "TJ_FLEX")).toBeGreaterThan(total(trip, "FLEXI") as number);
    }
  });

  it("answers a domestic return with onward and return lists paired by special-return ids", async () => {
    const batches = await allBatches({
      ...oneWay("DEL", "GOI", daysFromToday(30)),
      tripType: "RETURN",
      routeInfos: [
        { fromCityOrAirport: "DEL", toCityOrAirport: "GOI", travelDate: daysFromToday(30) },
        { fromCityOrAirport: "GOI", toCityOrAirport: "DEL", travelDate: daysFromToday(34) },
      ],
    });
    const onward = list(batches, "ONWARD");
    const back = list(batches, "RETURN");
    expect(onward.length).toBeGreaterThan(0);
    expect(back[0]?.segments[0]?.departureAirport.code).toBe("GOI");
    expect(list(batches, "COMBO")).toEqual([]);
    const sri = onward.flatMap((trip) =>
      trip.prices.flatMap((price) => price.specialReturnId ?? []),
    );
    const msri = back.flatMap((trip) =>
      trip.prices.flatMap((price) => price.matchedSpecialReturnIds ?? []),
    );
    expect(sri.length).toBeGreaterThan(0);
    expect(msri.some((id) => sri.includes(id))).toBe(true);
  });

  it("answers an international return with onward, return and combined results", async () => {
    const batches = await allBatches({
      ...oneWay("BOM", "DXB", daysFromToday(30)),
      tripType: "RETURN",
      routeInfos: [
        { fromCityOrAirport: "BOM", toCityOrAirport: "DXB", travelDate: daysFromToday(30) },
        { fromCityOrAirport: "DXB", toCityOrAirport: "BOM", travelDate: daysFromToday(37) },
      ],
    });
    expect(batches[0]?.isDomestic).toBe(false);
    const combos = list(batches, "COMBO");
    expect(combos.length).toBeGreaterThan(0);
    for (const trip of combos) {
      expect(trip.segments[0]?.departureAirport.code).toBe("BOM");
      expect(trip.segments.at(-1)?.arrivalAirport.code).toBe("BOM");
    }
    expect(list(batches, "ONWARD").length).toBeGreaterThan(0);
    expect(list(batches, "RETURN").length).toBeGreaterThan(0);
  });

  it("answers a multicity search with one list per leg, keyed by that leg's search id", async () => {
    const legs = [
      ["DEL", "BOM", 20],
      ["BOM", "GOX", 22],
      ["GOX", "BLR", 25],
    ] as const;
    const query: SearchQuery = {
      ...oneWay("DEL", "BOM", daysFromToday(20)),
      tripType: "MULTICITY",
      routeInfos: legs.map(([from, to, days]) => ({
        fromCityOrAirport: from,
        toCityOrAirport: to,
        travelDate: daysFromToday(days),
      })),
    };
    const batches = await allBatches(query);
    expect(batches[0]?.isMultiCity).toBe(true);
    const searchIds = legSearchIds(query);
    for (const batch of batches) expect(Object.keys(batch.tripInfos)).toEqual(searchIds);
    legs.forEach(([from], index) => {
      const trips = list(batches, searchIds[index] ?? "");
      expect(trips.length).toBeGreaterThan(0);
      expect(trips.every((trip) => trip.segments[0]?.departureAirport.code === from)).toBe(true);
    });
  });

  it("answers a retry of a finished search with no more trips, and a forged searchId with 2504", async () => {
    const batches = await allBatches(oneWay("DEL", "BOM", daysFromToday(10)));
    const after = await call(retryCall(batches.at(-1)?.searchId ?? ""));
    expect(after.body.payload.done).toBe(true);
    expect(after.body.payload.tripInfos.ONWARD).toEqual([]);
    const [body] = (batches[0]?.searchId ?? "").split(".");
    const forged = await call(retryCall(`${body}x.abc`));
    expect(forged.status).toBe(400);
    expect(forged.body.errors).toEqual([
      { errCode: "2504", message: "Invalid request, data passed is wrong" },
    ]);
  });
});
