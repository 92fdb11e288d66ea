import { describe, expect, it } from "vitest";
import {
  multicityAddRefused,
  searchFormValuesOf,
  searchFormValuesWithAirlines,
} from "./search-form-echo";

describe("a refused search URL as the search form's values", () => {
  it("keeps what was asked, as the form shows it", () => {
    const params = new URLSearchParams(
      "from=del&to=DEL&dep=2020-01-01&ret=2020-01-05&ADT=2&CHD=1&INF=0&pClass=business&tripType=1&pft=STUDENT",
    );
    expect(searchFormValuesOf(params)).toEqual({
      tripType: "RETURN",
      from: "DEL",
      to: "DEL",
      dep: "2020-01-01",
      ret: "2020-01-05",
      paxInfo: { ADULT: 2, CHILD: 1, INFANT: 0 },
      cabinClass: "BUSINESS",
      fareType: "STUDENT",
    });
  });

  it("leaves what the form cannot show to its defaults", () => {
    const values = searchFormValuesOf(
      new URLSearchParams("from=DEL&ADT=-1&CHD=x&pClass=PILOT&tripType=9"),
    );
    expect(values).toEqual({ from: "DEL", paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 } });
  });

  it("keeps a multicity trip's later flights, the stops and the preferred airlines", () => {
    const params = new URLSearchParams(
      "tripType=2&from=DEL&to=BOM&dep=2027-01-05&origin_1=BOM&destination_1=goi&depDate_1=2027-01-07&connection=direct&prefAirCode=6E&prefAirCode=ai",
    );
    expect(searchFormValuesOf(params)).toMatchObject({
      tripType: "MULTICITY",
      laterLegs: [{ origin: "BOM", destination: "GOI", depDate: "2027-01-07" }],
      stops: "direct",
      preferredAirlines: ["6E", "AI"],
    });
    expect(searchFormValuesOf(new URLSearchParams("isConnecting=true")).stops).toBe("connecting");
  });

  it("without JavaScript, 'Add another flight' comes back with one more flight, never a sixth", () => {
    const params = new URLSearchParams(
      "tripType=0&from=DEL&to=BOM&origin_1=BOM&destination_1=GOI&legs=3",
    );
    expect(searchFormValuesOf(params).tripType).toBe("MULTICITY");
    expect(searchFormValuesOf(params).laterLegs).toEqual([
      { origin: "BOM", destination: "GOI" },
      { origin: "GOI" },
    ]);
    expect(multicityAddRefused(params)).toBe(false);
    expect(multicityAddRefused(new URLSearchParams("legs=6"))).toBe(true);
  });
});

describe("a preferred airline chosen outside the search form", () => {
  it("keeps what the form holds and puts the chosen airline in place of those ticked", () => {
    const formData = new FormData();
    const entries: [string, string][] = [
      ["tripType", "1"],
      ["from", "DEL"],
      ["to", "BOM"],
      ["dep", "2027-01-05"],
      ["ret", "2027-01-09"],
      ["ADT", "2"],
      ["prefAirCode", "6E"],
    ];
    for (const [name, value] of entries) formData.append(name, value);
    expect(searchFormValuesWithAirlines(formData, ["AI"])).toMatchObject({
      tripType: "RETURN",
      from: "DEL",
      to: "BOM",
      dep: "2027-01-05",
      ret: "2027-01-09",
      paxInfo: { ADULT: 2 },
      preferredAirlines: ["AI"],
    });
  });

  it("clears the preferred airlines when any airline is chosen, and needs no form", () => {
    const formData = new FormData();
    formData.append("prefAirCode", "6E");
    expect(searchFormValuesWithAirlines(formData, []).preferredAirlines).toBeUndefined();
    expect(searchFormValuesWithAirlines(undefined, ["UK"]).preferredAirlines).toEqual(["UK"]);
  });
});
