import { describe, expect, it } from "vitest";
import { combinedSelection, completeSelection, selectedPriceIds, selectionLegs } from "./selection";

describe("the fare chosen on each leg, in the results URL (J§4)", () => {
  it("one leg one way, onward and return for a round trip, each multicity leg by index", () => {
    const route = { fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: "2026-12-05" };
    expect(selectionLegs({ tripType: "ONEWAY", routeInfos: [route] })).toEqual(["ONWARD"]);
    expect(selectionLegs({ tripType: "RETURN", routeInfos: [route, route] })).toEqual([
      "ONWARD",
      "RETURN",
    ]);
    expect(selectionLegs({ tripType: "MULTICITY", routeInfos: [route, route, route] })).toEqual([
      "0",
      "1",
      "2",
    ]);
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
