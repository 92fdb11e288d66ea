import { describe, expect, it } from "vitest";
import { searchLegParams } from "./search-url";
import { searchModifiersOfStops, stopsOfSearchModifiers } from "./stops";

describe("the search form's choice of stops (J§4: a direct flight is stops 0; a connecting flight is stops 1)", () => {
  it("maps each choice to the modifiers and back", () => {
    expect(searchModifiersOfStops("direct")).toEqual({ isDirectFlight: true });
    expect(searchModifiersOfStops("connecting")).toEqual({ isConnectingFlight: true });
    expect(searchModifiersOfStops("any")).toEqual({});
    expect(stopsOfSearchModifiers({ isDirectFlight: true })).toBe("direct");
    expect(stopsOfSearchModifiers({ isConnectingFlight: true })).toBe("connecting");
  });

  it("reads both or neither as any", () => {
    expect(stopsOfSearchModifiers({})).toBe("any");
    expect(stopsOfSearchModifiers({ isDirectFlight: true, isConnectingFlight: true })).toBe("any");
    expect(stopsOfSearchModifiers({ isDirectFlight: false })).toBe("any");
  });
});

describe("a leg's URL parameters (J§5: multicity uses origin_N, destination_N, depDate_N)", () => {
  it("names the first leg from, to and dep, and later legs by their index", () => {
    expect(searchLegParams(0)).toEqual({ origin: "from", destination: "to", depDate: "dep" });
    expect(searchLegParams(2)).toEqual({
      origin: "origin_2",
      destination: "destination_2",
      depDate: "depDate_2",
    });
  });
});
