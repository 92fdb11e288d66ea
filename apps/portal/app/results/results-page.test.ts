import { cheapestPrice, NO_AGENT_AMOUNTS, type SearchQuery, type Trip } from "@wayfare/domain";
import { describe, expect, it } from "vitest";
import { generateTrips } from "../../../../packages/domain/src/results/trip-fixtures";
import { resultsPage } from "./results-page";

const query: SearchQuery = {
  tripType: "ONEWAY",
  routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: "2026-03-01" }],
  cabinClass: "ECONOMY",
  paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 },
  preferredAirlines: [],
  fareType: "REGULAR",
  searchModifiers: {},
};
const search = "from=DEL&to=BOM&dep=2026-03-01&ADT=1&CHD=0&INF=0&pClass=ECONOMY&tripType=0";
const context = {
  basis: "total" as const,
  isCorporate: false,
  agentAmounts: NO_AGENT_AMOUNTS,
  combinedView: true,
};
const agent = {
  ...context,
  agentAmounts: { priceDistribution: true, netIncentive: true, fareIdentifiers: true },
};
const trips: Trip[] = generateTrips(120);

function page(view = "") {
  const url = new URL(`http://portal/flight/list/?${search}${view}`);
  return resultsPage(url, query, { ONWARD: trips }, context);
}

describe("results page view (J§4: filters and sort in the URL, a small DOM)", () => {
  it("renders the first 20 trips by price and links to the next 20", () => {
    const { lists, moreHref } = page();
    expect(lists[0]).toMatchObject({
      key: "ONWARD",
      title: "Onward flights, DEL to BOM",
      total: 120,
      matching: 120,
    });
    expect(lists[0]?.trips).toHaveLength(20);
    expect(moreHref).toBe(`/flight/list/?${search}&show=40`);
    expect(page("&show=120").lists[0]?.trips).toHaveLength(120);
    expect(page("&show=120").moreHref).toBeUndefined();
  });

  it("filters by airline and clears back to the bare search", () => {
    const { lists, clearHref, airlines } = page("&airline=6E&sort=duration");
    expect(lists[0]?.matching).toBeLessThan(120);
    expect(lists[0]?.trips.every((trip) => trip.segments[0]?.airline.code === "6E")).toBe(true);
    expect(airlines.map((airline) => airline.code)).toContain("6E");
    expect(clearHref).toBe(`/flight/list/?${search}`);
  });
});

describe("an agent's commission sort (J§5 'Fares sort by price (net for corporate), time and commission.')", () => {
  const url = new URL(`http://portal/flight/list/?${search}&sort=commission`);

  it("an agent sorts by commission, highest first, and is offered the order", () => {
    const agentPage = resultsPage(url, query, { ONWARD: trips }, agent);
    expect(agentPage.view.sort).toEqual({ field: "commission", direction: "desc" });
    expect(agentPage.sortFields).toContain("commission");
    const commissions = (agentPage.lists[0]?.trips ?? []).map(
      (trip) => cheapestPrice(trip, "total").commission,
    );
    expect(commissions).toEqual([...commissions].sort((a, b) => b - a));
  });

  it("a consumer's link with sort=commission sorts by price, and the order is not offered", () => {
    const consumerPage = resultsPage(url, query, { ONWARD: trips }, context);
    expect(consumerPage.view.sort.field).toBe("price");
    expect(consumerPage.sortFields).not.toContain("commission");
  });

  it("a selected filter keeps the fare lists' order (J§4)", () => {
    expect(page().keepFareOrder).toBe(false);
    expect(page("&stops=0").keepFareOrder).toBe(true);
    expect(page("&sort=duration").keepFareOrder).toBe(false);
  });
});

describe("the combined view of an international round trip (J§5)", () => {
  const roundTrip = new URL(`http://portal/flight/list/?${search}`);
  const lists = { ONWARD: trips.slice(0, 30), RETURN: trips.slice(30, 60), COMBO: trips };

  it("on: the round-trip fares alone; off: the onward and return flights", () => {
    const on = resultsPage(roundTrip, query, lists, context);
    expect(on.lists.map((list) => list.key)).toEqual(["COMBO"]);
    expect(on.combinedView).toEqual({ on: true });
    const off = resultsPage(roundTrip, query, lists, { ...context, combinedView: false });
    expect(off.lists.map((list) => list.key)).toEqual(["ONWARD", "RETURN"]);
    expect(off.combinedView).toEqual({ on: false });
  });

  it("a domestic round trip has no round-trip list, and no toggle", () => {
    const domestic = resultsPage(roundTrip, query, { ONWARD: trips, RETURN: trips }, context);
    expect(domestic.lists.map((list) => list.key)).toEqual(["ONWARD", "RETURN"]);
    expect(domestic.combinedView).toBeUndefined();
  });
});
