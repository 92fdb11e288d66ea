import { addRecentSearch } from "@wayfare/domain";
import { describe, expect, it } from "vitest";
import { parseRecentSearches, recentSearchesCookie, recordRecentSearch } from "./recent-searches";

const search = (n: number) => ({
  url: `/flight/list/?from=DEL&to=BOM&dep=2026-12-${String(n).padStart(2, "0")}&ADT=1&CHD=0&INF=0&pClass=ECONOMY&tripType=0`,
  searchedAt: "2026-11-22T10:00:00.000Z",
});

describe("the recentSearches cookie", () => {
  it("round-trips the list through a Cookie header", () => {
    const list = addRecentSearch([search(1)], search(2));
    const cookie = recentSearchesCookie(list).split(";")[0];
    expect(parseRecentSearches(`uuid=abc; ${cookie}`)).toEqual(list);
  });

  it("reads a missing or tampered cookie as no searches", () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches("recentSearches=%7Bnot-json")).toEqual([]);
    expect(parseRecentSearches('recentSearches=[{"url":1}]')).toEqual([]);
  });

  it("ten searches stay under the 4 KB cookie limit", () => {
    let list = [search(1)];
    for (let n = 2; n <= 12; n += 1) list = addRecentSearch(list, search(n));
    expect(recentSearchesCookie(list).length).toBeLessThan(4096);
  });

  it("records a search for a request (the /flight/list loader, without JavaScript)", () => {
    const header = recentSearchesCookie([search(1)]).split(";")[0] ?? "";
    const setCookie = recordRecentSearch(header, search(2).url, new Date(search(2).searchedAt));
    expect(parseRecentSearches(setCookie.split(";")[0])).toEqual([search(2), search(1)]);
  });
});
