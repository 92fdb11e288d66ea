import type { Endpoint, SearchQuery, Trip } from "@wayfare/domain";
import { afterAll, describe, expect, it, vi } from "vitest";
import { generateTrips } from "../../../../packages/domain/src/results/trip-fixtures";
import type { ServiceGateway, Session } from "./gateway/service-gateway.server";

vi.useFakeTimers({ toFake: ["performance", "setTimeout", "clearTimeout"] });
// lru-cache reads a kept time of 0 as "never expires".
vi.advanceTimersByTime(1);
afterAll(() => {
  vi.useRealTimers();
});
vi.mock("./config.server", () => ({ portalConfig: { cutOffEnabled: true, searchRetryPace: 0 } }));

const { SEARCH_KEPT_MS, searchOnce } = await import("./search-cache.server");

const trips = generateTrips(4, 1);

/** A service answering every search whole with `trips`; it counts the searches it ran. */
function serviceFor(session: Session, answer: "whole" | "broken" = "whole") {
  const asked: string[] = [];
  const service = {
    session: async () => session,
    call: async ({ path }: Endpoint) => {
      asked.push(path);
      if (answer === "broken" && asked.length > 1) {
        return { ok: false, httpStatus: 500, errors: [], panErrors: [] };
      }
      const done = answer === "whole";
      return {
        ok: true,
        payload: {
          searchId: "S1",
          retryInSecond: done ? 0 : 1,
          done,
          batch: 0,
          batchCount: done ? 1 : 2,
          receivedAfterSeconds: 1,
          isDomestic: true,
          isMultiCity: false,
          tripInfos: { ONWARD: trips },
        },
      };
    },
  } as unknown as ServiceGateway;
  return { service, asked };
}

const user = (userId: string): Session =>
  ({ kind: "signed-in", user: { userId } }) as unknown as Session;

let day = 1;
/** A search no other test has run. */
function newQuery(): SearchQuery {
  const travelDate = `2027-04-${String(day++).padStart(2, "0")}`;
  return {
    tripType: "ONEWAY",
    routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate }],
    cabinClass: "ECONOMY",
    paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 },
    preferredAirlines: [],
    fareType: "REGULAR",
    searchModifiers: {},
  };
}

const signal = () => new AbortController().signal;
const ids = (list: Trip[] | undefined) => (list ?? []).map((trip) => trip.id);

async function searchTwice(first: ServiceGateway, second: ServiceGateway, query: SearchQuery) {
  const stream = await searchOnce(first, query, signal());
  await vi.runAllTimersAsync();
  if (stream.ok) await stream.full;
  return searchOnce(second, query, signal());
}

describe("a finished search is shown again to its user without searching again (decision 0047)", () => {
  it("answers the same user's same search whole from what the first search found", async () => {
    const { service, asked } = serviceFor(user("U1"));
    const again = await searchTwice(service, service, newQuery());
    expect(asked).toHaveLength(1);
    if (!again.ok) throw new Error("the search failed");
    expect(again.whole).toBe(true);
    expect(ids(again.first.tripInfos.ONWARD)).toEqual(ids(trips));
    expect(ids((await again.full).tripInfos.ONWARD)).toEqual(ids(trips));
  });

  it("searches again for another user, a visitor, or once the minutes have passed", async () => {
    const first = serviceFor(user("U2"));
    const other = serviceFor(user("U3"));
    const query = newQuery();
    await searchTwice(first.service, other.service, query);
    expect(other.asked).toHaveLength(1);

    const visitor = serviceFor({ kind: "anonymous" });
    await searchTwice(visitor.service, visitor.service, newQuery());
    expect(visitor.asked).toHaveLength(2);

    vi.advanceTimersByTime(SEARCH_KEPT_MS + 1);
    const later = await searchOnce(first.service, query, signal());
    expect(later.ok && later.whole).toBeFalsy();
    expect(first.asked).toHaveLength(2);
  });

  it("keeps nothing of a search that ended early", async () => {
    const { service, asked } = serviceFor(user("U4"), "broken");
    await searchTwice(service, service, newQuery());
    expect(asked.filter((path) => !path.includes("retry"))).toHaveLength(2);
  });
});
