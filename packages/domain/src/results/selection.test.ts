import { describe, expect, it } from "vitest";
import { legSearchIds } from "../search/leg-search-id";
import type { SearchQuery } from "../search/search-query";
import { combinedSelection, completeSelection, selectedPriceIds, selectionLegs } from "./selection";

describe("the fare chosen on each leg, in the results URL (J§4)", () => {
  it("one leg one way, onward and return for a round trip, each multicity flight by its search id", () => {
    const route = { fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: "2026-12-05" };
    const search = {
      cabinClass: "ECONOMY",
      paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 },
      preferredAirlines: [],
      fareType: "REGULAR",
      searchModifiers: {},
    } as const;
    const legs = (tripType: SearchQuery["tripType"], count: number) =>
      selectionLegs({
        ...search,
        preferredAirlines: [],
        tripType,
        routeInfos: Array(count).fill(route),
      });
    expect(legs("ONEWAY", 1)).toEqual(["ONWARD"]);
    expect(legs("RETURN", 2)).toEqual(["ONWARD", "RETURN"]);
    const multicity = legs("MULTICITY", 3);
    expect(multicity).toEqual(
      legSearchIds({ ...search, preferredAirlines: [], routeInfos: Array(3).fill(route) }),
    );
    expect(new Set(multicity).size).toBe(3);
  });

  it("reads sel.<leg> for the legs of the search only, ignoring malformed ids", () => {
    const params = new URLSearchParams(
      "sel.ONWARD=6E-101-2026-12-05~AI-5%23ECONOMY%23SALE%23512300&sel.RETURN=%3Cscript%3E&sel.3=P9&from=DEL",
    );
    expect(selectedPriceIds(params, ["ONWARD", "RETURN"])).toEqual({
      ONWARD: "6E-101-2026-12-05~AI-5#ECONOMY#SALE#512300",
    });
  });

  it("is complete, in leg order, only when every leg has a fare", () => {
    expect(completeSelection({ ONWARD: "a" }, ["ONWARD", "RETURN"])).toBeUndefined();
    expect(completeSelection({ RETURN: "b", ONWARD: "a" }, ["ONWARD", "RETURN"])).toEqual([
      "a",
      "b",
    ]);
    expect(completeSelection({}, [])).toBeUndefined();
  });
});

describe("a fare from the combined round trips (J§3 COMBO)", () => {
  const id =
    "EK501-BOM-DXB-2026-12-30#ECONOMY#PUBLISHED#1200000+EK500-DXB-BOM-2027-01-06#ECONOMY#PUBLISHED#1100000";

  it("is the whole return journey, reviewed on its own", () => {
    expect(combinedSelection({ tripType: "RETURN" }, "COMBO", id)).toEqual([id]);
  });

  it("is nothing on another list, another trip type, or with a malformed id", () => {
    expect(combinedSelection({ tripType: "RETURN" }, "ONWARD", id)).toBeUndefined();
    expect(combinedSelection({ tripType: "ONEWAY" }, "COMBO", id)).toBeUndefined();
    expect(combinedSelection({ tripType: "RETURN" }, "COMBO", "<script>")).toBeUndefined();
  });
});
