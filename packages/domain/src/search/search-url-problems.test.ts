import { describe, expect, it } from "vitest";
import { SEARCH_URL_PROBLEMS, searchUrlProblems } from "./search-url-problems";

const valid = "from=DEL&to=BOM&dep=2026-12-01&ADT=1&CHD=0&INF=0&pClass=ECONOMY&tripType=0";

describe("search URL problems (F§5: from and to are 3 characters, dep present, PREBOOKING needs pClass)", () => {
  it("has none for a URL that decodes", () => {
    expect(searchUrlProblems(new URLSearchParams(valid), "PREBOOKING")).toEqual([]);
  });

  it("names each bad part of the route", () => {
    const params = new URLSearchParams(
      valid.replace("from=DEL", "from=XX").replace("dep=2026-12-01", "dep="),
    );
    expect(searchUrlProblems(params, "PREBOOKING")).toEqual([
      SEARCH_URL_PROBLEMS.from("XX"),
      SEARCH_URL_PROBLEMS.dep,
    ]);
  });

  it("needs pClass in PREBOOKING", () => {
    const params = new URLSearchParams(valid.replace("pClass=ECONOMY", ""));
    expect(searchUrlProblems(params, "PREBOOKING")).toEqual([SEARCH_URL_PROBLEMS.pClass]);
  });

  it("falls back to a general sentence when the rest cannot be read", () => {
    const params = new URLSearchParams(valid.replace("ADT=1", "ADT=many"));
    expect(searchUrlProblems(params, "PREBOOKING")).toEqual([SEARCH_URL_PROBLEMS.other]);
  });
});
