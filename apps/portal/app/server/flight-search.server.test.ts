import {
  type Endpoint,
  FLIGHT_SEARCH_PATH,
  FLIGHT_SEARCH_RETRY_PATH,
  type SearchQuery,
  type Trip,
} from "@wayfare/domain";
import { describe, expect, it, vi } from "vitest";
import { generateTrips } from "../../../../packages/domain/src/results/trip-fixtures";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/** The service's answers, in order; `undefined` stands for a failed call. */
const answers: unknown[] = [];
const asked: string[] = [];

vi.mock("./config.server", () => ({ portalConfig: { cutOffEnabled: true, searchRetryPace: 0 } }));
const service = {
  call: async ({ path }: Endpoint) => {
    asked.push(path);
    const payload = answers.shift();
    return payload
      ? { ok: true, payload }
      : {
          ok: false,
          httpStatus: 500,
          errors: [{ errCode: "500", message: "Down" }],
          panErrors: [],
        };
  },
} as unknown as ServiceGateway;

const { streamSearch } = await import("./flight-search.server");

const query: SearchQuery = {
  tripType: "ONEWAY",
  routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "DXB", travelDate: "2027-03-01" }],
  cabinClass: "ECONOMY",
  paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 },
  preferredAirlines: [],
  fareType: "REGULAR",
  searchModifiers: {},
};

function batch(index: number, trips: Trip[], receivedAfterSeconds: number, retryInSecond: number) {
  return {
    searchId: `S${index + 1}`,
    retryInSecond,
    done: retryInSecond === 0,
    batch: index,
    batchCount: 3,
    receivedAfterSeconds,
    isDomestic: false,
    isMultiCity: false,
    tripInfos: { ONWARD: trips },
  };
}

const [domestic, regional, foreign] = [
  generateTrips(5, 1),
  generateTrips(3, 2).map((trip) => ({ ...trip, id: `r-${trip.id}` })),
  generateTrips(4, 3).map((trip) => ({ ...trip, id: `f-${trip.id}` })),
] as [Trip[], Trip[], Trip[]];

const ids = (trips: Trip[] | undefined) => (trips ?? []).map((trip) => trip.id);

describe("streamSearch (J§4: partial results, then all)", () => {
  it("answers with the first batch, then the cut-off's lists, then every batch with the late apart", async () => {
    answers.push(batch(0, domestic, 1, 2), batch(1, regional, 3, 9), batch(2, foreign, 12, 0));
    const stream = await streamSearch(service, query, new AbortController().signal);
    if (!stream.ok) throw new Error("the search failed");
    expect(ids(stream.first.tripInfos.ONWARD)).toEqual(ids(domestic));
    expect(stream.progress).toEqual({ retryInSeconds: 2, batches: { received: 1, total: 3 } });
    const primary = await stream.primary;
    expect(ids(primary.tripInfos.ONWARD)).toEqual(ids([...domestic, ...regional]));
    expect(primary.lateTripInfos).toEqual({});
    const full = await stream.full;
    expect(ids(full.tripInfos.ONWARD)).toEqual(ids([...domestic, ...regional]));
    expect(ids(full.lateTripInfos.ONWARD)).toEqual(ids(foreign));
    expect(full.complete).toBe(true);
    expect(asked).toEqual([FLIGHT_SEARCH_PATH, FLIGHT_SEARCH_RETRY_PATH, FLIGHT_SEARCH_RETRY_PATH]);
  });

  it("ends with the batches already in when a later one fails", async () => {
    answers.push(batch(0, domestic, 1, 2), undefined);
    const stream = await streamSearch(service, query, new AbortController().signal);
    if (!stream.ok) throw new Error("the search failed");
    expect(ids((await stream.primary).tripInfos.ONWARD)).toEqual(ids(domestic));
    expect(ids((await stream.full).tripInfos.ONWARD)).toEqual(ids(domestic));
    expect((await stream.full).complete).toBe(false);
  });

  it("stops asking once the user has left", async () => {
    answers.push(batch(0, domestic, 1, 2), batch(1, regional, 3, 9));
    const left = new AbortController();
    left.abort();
    const stream = await streamSearch(service, query, left.signal);
    if (!stream.ok) throw new Error("the search failed");
    expect(ids((await stream.full).tripInfos.ONWARD)).toEqual(ids(domestic));
    expect((await stream.full).complete).toBe(false);
    answers.length = 0;
  });

  it("answers the service's refusal of the search itself", async () => {
    answers.push(undefined);
    expect(await streamSearch(service, query, new AbortController().signal)).toMatchObject({
      ok: false,
      httpStatus: 500,
    });
  });
});
