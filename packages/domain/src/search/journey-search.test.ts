import { describe, expect, it } from "vitest";
import { directTrip, makeTrip } from "../results/trip-fixtures";
import { searchQueryOfJourney } from "./journey-search";

const paxInfo = { ADULT: 2, CHILD: 1, INFANT: 0 };
const back = makeTrip(
  "T2",
  [
    {
      from: "BOM",
      to: "DEL",
      departure: "2026-03-08T18:00",
      arrival: "2026-03-08T20:10",
      durationMinutes: 130,
    },
  ],
  [{ id: "p2", total: 600000 }],
);
const onward = directTrip("T1", "0900", [{ id: "p1", total: 500000 }]);

describe("the search a reviewed journey came from ('Back to flight list', J§2)", () => {
  it("one leg is a one-way search on its date, with the party and the fare's cabin", () => {
    expect(searchQueryOfJourney({ paxInfo, tripInfos: [onward] })).toEqual({
      tripType: "ONEWAY",
      routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: "2026-03-01" }],
      cabinClass: "ECONOMY",
      paxInfo,
      preferredAirlines: [],
      fareType: "REGULAR",
      searchModifiers: {},
    });
  });

  it("out and back is a return; two legs elsewhere are multicity", () => {
    expect(searchQueryOfJourney({ paxInfo, tripInfos: [onward, back] }).tripType).toBe("RETURN");
    expect(searchQueryOfJourney({ paxInfo, tripInfos: [onward, onward] }).tripType).toBe(
      "MULTICITY",
    );
  });
});
