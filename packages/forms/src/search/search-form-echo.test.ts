import { describe, expect, it } from "vitest";
import { searchFormValuesOf } from "./search-form-echo";

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
});
