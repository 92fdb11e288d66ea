import { describe, expect, it } from "vitest";
import { recentSearchQueries } from "./recent-search-queries";
import { readRecentSearches } from "./recent-search-schema";
import { addRecentSearch, RECENT_SEARCHES_LIMIT, type RecentSearch } from "./recent-searches";

const search = (n: number): RecentSearch => ({
  url: `/flight/list/?from=DEL&to=BOM&dep=2026-03-${String(n).padStart(2, "0")}`,
  searchedAt: "2026-01-01T10:00:00.000Z",
});

describe("recent searches (J§9: latest 10, deduplicated by url)", () => {
  it("keep the latest 10, newest first", () => {
    let list: RecentSearch[] = [];
    for (let n = 1; n <= 12; n += 1) list = addRecentSearch(list, search(n));
    expect(list).toHaveLength(RECENT_SEARCHES_LIMIT);
    expect(list[0]).toEqual(search(12));
    expect(list.at(-1)).toEqual(search(3));
  });

  it("move a repeated url to the front instead of keeping two", () => {
    const list = addRecentSearch([search(2), search(1)], {
      ...search(1),
      searchedAt: "2026-01-02T10:00:00.000Z",
    });
    expect(list.map((entry) => entry.url)).toEqual([search(1).url, search(2).url]);
    expect(list[0]?.searchedAt).toBe("2026-01-02T10:00:00.000Z");
  });

  it("read stored data back, dropping bad entries and duplicates", () => {
    expect(readRecentSearches("nope")).toEqual([]);
    expect(readRecentSearches([search(1), { url: "" }, search(1), search(2)])).toEqual([
      search(1),
      search(2),
    ]);
    expect(readRecentSearches(Array.from({ length: 15 }, (_, n) => search(n + 1)))).toHaveLength(
      10,
    );
  });
});

describe("recentSearchQueries", () => {
  it("reads each URL's search and leaves out one that no longer describes a search", () => {
    const url =
      "/flight/list/?from=DEL&to=BOM&dep=2026-12-01&ADT=2&CHD=0&INF=0&pClass=ECONOMY&tripType=0";
    const searchedAt = "2026-11-20T10:00:00.000Z";
    const read = recentSearchQueries([
      { url: "/flight/list/?from=XX", searchedAt },
      { url, searchedAt },
    ]);
    expect(read.map((entry) => entry.url)).toEqual([url]);
    expect(read[0]?.query.routeInfos[0]).toMatchObject({
      fromCityOrAirport: "DEL",
      toCityOrAirport: "BOM",
    });
  });
});
