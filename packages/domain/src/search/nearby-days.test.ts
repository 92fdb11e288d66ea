import { describe, expect, it } from "vitest";
import { nearbyTravelDays, searchOnDay } from "./nearby-days";
import type { SearchQuery } from "./search-query";

const oneWay: SearchQuery = {
  tripType: "ONEWAY",
  routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: "2027-04-16" }],
  cabinClass: "ECONOMY",
  paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 },
  preferredAirlines: [],
  fareType: "REGULAR",
  searchModifiers: {},
};
const today = new Date(2026, 10, 26, 12);

describe("the results' nearby days (±3 around the departure)", () => {
  it("lists three days each side", () => {
    expect(nearbyTravelDays(oneWay, today)).toEqual([
      "2027-04-13",
      "2027-04-14",
      "2027-04-15",
      "2027-04-16",
      "2027-04-17",
      "2027-04-18",
      "2027-04-19",
    ]);
  });

  it("never offers a day before today (1003 Travel dates must be ascending) or after a year (1004)", () => {
    const soon = searchOnDay(oneWay, "2026-11-27");
    expect(nearbyTravelDays(soon, today)[0]).toBe("2026-11-26");
    const late = searchOnDay(oneWay, "2027-11-25");
    expect(nearbyTravelDays(late, today).at(-1)).toBe("2027-11-26");
  });

  it("keeps a round trip's departure on or before its return, and gives a multicity trip none", () => {
    const roundTrip: SearchQuery = {
      ...oneWay,
      tripType: "RETURN",
      routeInfos: [
        ...oneWay.routeInfos,
        { fromCityOrAirport: "BOM", toCityOrAirport: "DEL", travelDate: "2027-04-17" },
      ],
    };
    expect(nearbyTravelDays(roundTrip, today).at(-1)).toBe("2027-04-17");
    expect(nearbyTravelDays({ ...roundTrip, tripType: "MULTICITY" }, today)).toEqual([]);
  });

  it("moves only the departure", () => {
    expect(searchOnDay(oneWay, "2027-04-18").routeInfos[0]?.travelDate).toBe("2027-04-18");
  });
});
