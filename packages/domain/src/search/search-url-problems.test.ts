import { describe, expect, it } from "vitest";
import { SEARCH_URL_PROBLEMS, searchUrlFlowProblems } from "./search-url-problems";

const valid = "from=DEL&to=BOM&dep=2026-12-01&ADT=1&CHD=0&INF=0&pClass=ECONOMY&tripType=0";
const params = (query: string) => new URLSearchParams(query);

describe("search URL problems of the flow (F§5: PREBOOKING needs pClass, REISSUE a booking)", () => {
  it("has none for a valid URL", () => {
    expect(searchUrlFlowProblems(params(valid), "PREBOOKING")).toEqual([]);
  });

  it("needs pClass in PREBOOKING", () => {
    expect(
      searchUrlFlowProblems(params(valid.replace("pClass=ECONOMY", "")), "PREBOOKING"),
    ).toEqual([SEARCH_URL_PROBLEMS.pClass]);
  });

  it("needs a booking in REISSUE", () => {
    expect(searchUrlFlowProblems(params(valid), "REISSUE")).toEqual([SEARCH_URL_PROBLEMS.other]);
    expect(searchUrlFlowProblems(params(`${valid}&bookingId=WF1`), "REISSUE")).toEqual([]);
  });

  it("refuses a route F§5 does not accept (from and to of 3 characters, dep present)", () => {
    expect(
      searchUrlFlowProblems(params(valid.replace("dep=2026-12-01", "")), "PREBOOKING"),
    ).toEqual([SEARCH_URL_PROBLEMS.other]);
  });
});
