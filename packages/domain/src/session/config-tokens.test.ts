import { describe, expect, it } from "vitest";
import { cachesToRefresh, changedConfigTokens, parseConfigTokensHeader } from "./config-tokens";

describe("config refresh (foundations §4)", () => {
  const stored = { flight: "f1", offers: "o1", translator: "t1" };

  it("'when the config tokens returned by the server differ from the stored ones, the matching caches … are cleared and refetched'", () => {
    expect(cachesToRefresh(stored, { flight: "f2", offers: "o1", translator: "t1" })).toEqual([
      "flightConfig",
    ]);
    expect(cachesToRefresh(stored, { offers: "o2" })).toEqual([
      "offers",
      "notifications",
      "promotionDocuments",
    ]);
    expect(cachesToRefresh(stored, { translator: "t2" })).toEqual(["translations"]);
    expect(cachesToRefresh(stored, { flight: "f2", offers: "o2", translator: "t2" })).toEqual([
      "flightConfig",
      "offers",
      "notifications",
      "promotionDocuments",
      "translations",
    ]);
  });

  it("refreshes nothing when the tokens match or were not sent", () => {
    expect(cachesToRefresh(stored, stored)).toEqual([]);
    expect(cachesToRefresh(stored, {})).toEqual([]);
    expect(changedConfigTokens({}, { flight: "f1" })).toEqual(["flight"]);
  });

  it("'a flag prevents simultaneous refreshes'", () => {
    expect(cachesToRefresh(stored, { flight: "f2" }, true)).toEqual([]);
  });

  it("reads the ui_conf header as JSON, ignoring a missing or malformed one", () => {
    expect(parseConfigTokensHeader('{"flight":"f2","offers":"o1","other":1}')).toEqual({
      flight: "f2",
      offers: "o1",
    });
    expect(parseConfigTokensHeader(null)).toEqual({});
    expect(parseConfigTokensHeader("not json")).toEqual({});
    expect(parseConfigTokensHeader('{"flight":3}')).toEqual({});
  });
});
