import { legSearchIds, NO_AGENT_AMOUNTS, type SearchQuery, type Trip } from "@wayfare/domain";
import { describe, expect, it } from "vitest";
import { generateTrips } from "../../../../packages/domain/src/results/trip-fixtures";
import { type FullResults, resultsLoaderData } from "./results-loader-data";

const query: SearchQuery = {
  tripType: "ONEWAY",
  routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "DXB", travelDate: "2026-03-01" }],
  cabinClass: "ECONOMY",
  paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 },
  preferredAirlines: [],
  fareType: "REGULAR",
  searchModifiers: {},
};
const search = "from=DEL&to=DXB&dep=2026-03-01&ADT=1&CHD=0&INF=0&pClass=ECONOMY&tripType=0";
const [early, late]: Trip[][] = [
  generateTrips(30),
  generateTrips(12).map((trip) => ({ ...trip, id: `late-${trip.id}` })),
];
const results: FullResults = {
  tripInfos: { ONWARD: early ?? [] },
  lateTripInfos: { ONWARD: late ?? [] },
  isCorporate: false,
  canShare: false,
  canEditMarkup: false,
  markup: 0,
  agentAmounts: NO_AGENT_AMOUNTS,
};
const loaded = (view: string) =>
  resultsLoaderData(
    new URL(`http://portal/flight/list/?${search}${view}`),
    query,
    results,
    true,
    true,
  );

describe("the cut-off's load all on the results page (J§4)", () => {
  it("shows the results within the cut-off, offers the rest, and keeps the view in the link", () => {
    const page = loaded("&sort=duration");
    expect(page.page.lists[0]?.total).toBe(30);
    expect(page.lateCount).toBe(12);
    expect(page.loadAllHref).toBe(`/flight/list/?${search}&sort=duration&all=1`);
  });

  it("with all=1: every result, nothing more to load, and the view form keeps it", () => {
    const page = loaded("&all=1");
    expect(page.page.lists[0]?.total).toBe(42);
    expect(page.lateCount).toBe(0);
    expect(page.page.searchParams).toContainEqual(["all", "1"]);
    expect(loaded("").page.searchParams).not.toContainEqual(["all", "1"]);
  });

  it("nothing late: nothing offered", () => {
    const none = resultsLoaderData(
      new URL(`http://portal/flight/list/?${search}`),
      query,
      { ...results, lateTripInfos: {} },
      true,
      true,
    );
    expect(none.lateCount).toBe(0);
  });
});

describe("a multicity search's lists, one per flight keyed by its search id (J§3)", () => {
  const trip: SearchQuery = {
    ...query,
    tripType: "MULTICITY",
    routeInfos: [
      { fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: "2026-03-01" },
      { fromCityOrAirport: "BOM", toCityOrAirport: "GOI", travelDate: "2026-03-04" },
    ],
  };
  const [first = "", second = ""] = legSearchIds(trip);
  const [firstTrips = [], secondTrips = []] = [generateTrips(3), generateTrips(4)];
  const multicity = (selection: string, allTripsLoaded = true) =>
    resultsLoaderData(
      new URL(`http://portal/flight/list/?tripType=2${selection}`),
      trip,
      {
        ...results,
        tripInfos: { [second]: secondTrips, [first]: firstTrips },
        lateTripInfos: {},
      },
      true,
      allTripsLoaded,
    );

  it("lists each flight under its search id, in the trip's order, titled by its route", () => {
    const { page } = multicity("");
    expect(page.lists.map((list) => [list.key, list.title, list.day])).toEqual([
      [first, "Flight 1, DEL to BOM", "2026-03-01"],
      [second, "Flight 2, BOM to GOI", "2026-03-04"],
    ]);
  });

  const firstPrice = encodeURIComponent(firstTrips[0]?.prices[0]?.id ?? "");
  const secondPrice = encodeURIComponent(secondTrips[1]?.prices[0]?.id ?? "");

  it("keeps a fare chosen for a flight's search id, and ignores one chosen for another search", () => {
    const chosen = multicity(`&sel.${first}=${firstPrice}`);
    expect(chosen.selected).toEqual({ [first]: decodeURIComponent(firstPrice) });
    const otherSearch = legSearchIds({ ...trip, cabinClass: "BUSINESS" })[0];
    const stale = multicity(`&sel.${otherSearch}=${firstPrice}&sel.0=${firstPrice}`);
    expect(stale.selected).toEqual({});
  });

  it("'The selection box shows only when all trips are loaded and every trip has a selection.' (J§4)", () => {
    expect(multicity(`&sel.${first}=${firstPrice}`).selection).toEqual([]);
    const both = `&sel.${first}=${firstPrice}&sel.${second}=${secondPrice}`;
    expect(multicity(both, false).selection).toEqual([]);
    const box = multicity(both).selection;
    expect(box.map(({ title }) => title)).toEqual(["Flight 1, DEL to BOM", "Flight 2, BOM to GOI"]);
    expect(box[1]?.chosen.amount).toBe(secondTrips[1]?.prices[0]?.total);
    // A fare no longer in its list is no selection.
    expect(multicity(`&sel.${first}=${firstPrice}&sel.${second}=gone`).selection).toEqual([]);
  });
});
