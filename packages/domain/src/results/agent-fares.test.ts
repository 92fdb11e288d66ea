import { describe, expect, it } from "vitest";
import { permissionsFor } from "../roles/permissions";
import type { Role } from "../roles/roles";
import {
  fareAmountsVisibility,
  fareOptionGroups,
  NO_AGENT_AMOUNTS,
  netIncentive,
  resultsSortFields,
  withoutAgentAmounts,
} from "./agent-fares";
import { decodeResultsView } from "./results-url";
import { sortTrips } from "./sort-trips";
import { directTrip, makePrice } from "./trip-fixtures";

const visibility = (role: Role, clientMode: "B2B" | "B2C", adminOverride = false) =>
  fareAmountsVisibility(
    permissionsFor({ role, clientMode, config: { markupEditEnabled: true, adminOverride } }),
  );

describe("an agent's amounts on the results (J§3 cm, net; J§6; F§6)", () => {
  it("agents see commission, net fare, net incentive and fare identifiers", () => {
    for (const role of ["AGENT", "AGENT_STAFF"] as const) {
      expect(visibility(role, "B2B")).toEqual({
        priceDistribution: true,
        netIncentive: true,
        fareIdentifiers: true,
      });
    }
  });

  it("'Retail variant: hides net incentive, fare options and identifiers, … tax and price distribution'", () => {
    expect(visibility("CUSTOMER", "B2C")).toEqual(NO_AGENT_AMOUNTS);
    expect(visibility("AGENT", "B2C")).toEqual(NO_AGENT_AMOUNTS);
  });

  it("'Admin override shows the tax and price distribution.': commission and net fare, not the net incentive", () => {
    expect(visibility("ADMIN", "B2C", true)).toEqual({
      priceDistribution: true,
      netIncentive: false,
      fareIdentifiers: false,
    });
  });

  it("the net incentive is the commission less its TDS", () => {
    expect(netIncentive({ commission: 12_000, tds: 240 })).toBe(11_760);
    expect(netIncentive({ commission: 0, tds: 0 })).toBe(0);
  });

  it("a user who sees none of them is sent none: no commission, no TDS, the net is the total", () => {
    const trip = directTrip("T", "0600", [{ id: "p", total: 500_000, commission: 9_000 }]);
    const [price] = withoutAgentAmounts(trip, NO_AGENT_AMOUNTS, "total").prices;
    expect(price).toMatchObject({ commission: 0, tds: 0, net: 500_000, total: 500_000 });
    const agent = visibility("AGENT", "B2B");
    expect(withoutAgentAmounts(trip, agent, "total")).toBe(trip);
    // Corporate users are priced on net: their net stays.
    expect(withoutAgentAmounts(trip, NO_AGENT_AMOUNTS, "net")).toBe(trip);
  });
});

describe("'Fares sort by price (net for corporate), time and commission.' (J§5)", () => {
  const trips = [
    directTrip("low", "0600", [{ id: "a", total: 300_000, commission: 1_000 }]),
    directTrip("high", "0700", [{ id: "b", total: 500_000, commission: 9_000 }]),
    directTrip("mid", "0800", [{ id: "c", total: 400_000, commission: 5_000 }]),
  ];

  it("commission is an order for whoever sees commission, highest first", () => {
    const agent = resultsSortFields(visibility("AGENT", "B2B"));
    expect(agent).toContain("commission");
    const view = decodeResultsView(new URLSearchParams("sort=commission"), agent);
    expect(view.sort).toEqual({ field: "commission", direction: "desc" });
    expect(sortTrips(trips, view.sort, "total").map((trip) => trip.id)).toEqual([
      "high",
      "mid",
      "low",
    ]);
  });

  it("a consumer's sort=commission falls back to price", () => {
    const consumer = resultsSortFields(NO_AGENT_AMOUNTS);
    expect(consumer).not.toContain("commission");
    expect(decodeResultsView(new URLSearchParams("sort=commission"), consumer).sort).toEqual({
      field: "price",
      direction: "asc",
    });
  });
});

describe("a fare list's order and groups", () => {
  const ids = (list: { id: string }[]) => list.map((price) => price.id);

  it("'Special return fares (fare type SPECIAL_RETURN or a special-return id) are separated from normal ones.'", () => {
    const groups = fareOptionGroups(
      [
        makePrice({ id: "sr", total: 100, fareType: "SPECIAL_RETURN" }),
        makePrice({ id: "pub", total: 300, fareIdentifier: "Published" }),
        makePrice({ id: "srid", total: 200, specialReturnId: "SR-1" }),
      ],
      { keepPriceOrder: false },
    );
    expect(ids(groups.normal)).toEqual(["pub"]);
    expect(ids(groups.specialReturn)).toEqual(["sr", "srid"]);
  });

  it("'Fare display order: SME, Flexi Plus, Tactical, Sale, Family, Published.'", () => {
    const groups = fareOptionGroups(
      [
        makePrice({ id: "pub", total: 300, fareIdentifier: "Published" }),
        makePrice({ id: "sale", total: 200, fareIdentifier: "Sale" }),
        makePrice({ id: "sme", total: 400, fareIdentifier: "SME" }),
      ],
      { keepPriceOrder: false },
    );
    expect(ids(groups.normal)).toEqual(["sme", "sale", "pub"]);
  });

  it("'Flex-fare fares move up to third place in a fare list when beyond it, unless a flag or a selected filter applies.'", () => {
    const prices = [
      makePrice({ id: "sme", total: 400, fareIdentifier: "SME" }),
      makePrice({ id: "sale", total: 200, fareIdentifier: "Sale" }),
      makePrice({ id: "pub", total: 300, fareIdentifier: "Published" }),
      makePrice({ id: "corp", total: 350, fareIdentifier: "Corporate" }),
      makePrice({ id: "flex", total: 900, fareIdentifier: "TJ Flex", fareType: "TJ_FLEX" }),
    ];
    expect(ids(fareOptionGroups(prices, { keepPriceOrder: false }).normal)).toEqual([
      "sme",
      "sale",
      "flex",
      "pub",
      "corp",
    ]);
    expect(ids(fareOptionGroups(prices, { keepPriceOrder: true }).normal)).toEqual([
      "sme",
      "sale",
      "pub",
      "corp",
      "flex",
    ]);
  });
});
