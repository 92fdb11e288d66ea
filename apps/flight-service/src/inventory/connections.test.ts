import { describe, expect, it, vi } from "vitest";
import { isDomesticAirport } from "../reference/airports";
import {
  DEFAULT_DOMESTIC_MCT,
  DETOUR_ALLOWANCE_KM,
  DETOUR_LIMIT,
  detourFree,
  INDIA_INTERNATIONAL_MCT,
  type Itinerary,
  itinerariesOn,
  KEPT_ITINERARIES,
  MAX_LAYOVER_MINUTES,
  minimumConnectingMinutes,
} from "./connections";
import { addDays } from "./local-time";
import { distanceKm, METRO_HUBS } from "./network";
import type { ScheduledFlight } from "./schedule";

const DATE = "2026-08-10";
const ROUTES = [
  ["IXL", "BLR"],
  ["PAT", "COK"],
  ["DEL", "BOM"],
  ["BLR", "DEL"],
  ["IXC", "DXB"],
  ["CCU", "DXB"],
  ["DEL", "JFK"],
  ["BLR", "MAA"],
  ["DEL", "CCU"],
] as const;

/** Each change of plane: the flight in, the flight out and the minutes between them. */
function layovers(itinerary: Itinerary) {
  return itinerary.slice(1).map((outbound, index) => {
    const inbound = itinerary[index] as ScheduledFlight;
    return { inbound, outbound, minutes: (outbound.departureUtc - inbound.arrivalUtc) / 60_000 };
  });
}

const connecting = (from: string, to: string) =>
  itinerariesOn(from, to, DATE, false).filter((itinerary) => itinerary.length > 1);

describe("connections", () => {
  it("change planes on one carrier, between the minimum connecting time and the longest layover", () => {
    for (const [from, to] of ROUTES) {
      const domestic = isDomesticAirport(from) && isDomesticAirport(to);
      const longest = domestic ? MAX_LAYOVER_MINUTES.domestic : MAX_LAYOVER_MINUTES.international;
      const itineraries = connecting(from, to);
      expect(itineraries.length, `${from}→${to}`).toBeGreaterThan(10);
      for (const itinerary of itineraries) {
        expect(itinerary[0]?.from).toBe(from);
        expect(itinerary[0]?.date).toBe(DATE);
        expect(itinerary.at(-1)?.to).toBe(to);
        for (const { inbound, outbound, minutes } of layovers(itinerary)) {
          expect(outbound.from).toBe(inbound.to);
          expect(outbound.airline).toBe(inbound.airline);
          expect(minutes).toBeGreaterThanOrEqual(minimumConnectingMinutes(inbound, outbound));
          expect(minutes).toBeLessThanOrEqual(longest);
        }
      }
    }
  });

  it("take 60 to 90 minutes between domestic flights and 120 at an Indian hub when one is international", () => {
    for (const itinerary of [...connecting("PAT", "COK"), ...connecting("IXC", "DXB")]) {
      for (const { inbound, outbound } of layovers(itinerary)) {
        const mct = minimumConnectingMinutes(inbound, outbound);
        const international = !isDomesticAirport(inbound.from) || !isDomesticAirport(outbound.to);
        if (isDomesticAirport(inbound.to) && international) {
          expect(mct).toBe(INDIA_INTERNATIONAL_MCT);
        } else if (!international) {
          expect(mct).toBeGreaterThanOrEqual(DEFAULT_DOMESTIC_MCT);
          expect(mct).toBeLessThanOrEqual(90);
        }
      }
    }
  });

  it("fly no farther than the detour limit unless a domestic one-stop through a metro, through no airport twice", () => {
    for (const [from, to] of ROUTES) {
      const direct = distanceKm(from, to);
      const domestic = isDomesticAirport(from) && isDomesticAirport(to);
      for (const itinerary of connecting(from, to)) {
        const flown = itinerary.reduce(
          (sum, flight) => sum + distanceKm(flight.from, flight.to),
          0,
        );
        const ratio =
          itinerary.length === 3
            ? DETOUR_LIMIT.twoStop
            : domestic
              ? DETOUR_LIMIT.oneStop
              : DETOUR_LIMIT.international;
        const airports = [from, ...itinerary.map((flight) => flight.to)];
        if (!detourFree(airports)) {
          expect(flown).toBeLessThanOrEqual(Math.max(direct * ratio, direct + DETOUR_ALLOWANCE_KM));
        }
        expect(new Set(airports).size).toBe(airports.length);
      }
    }
  });

  it("list what a real search lists: at least 150 on trunk routes, 500 on a busy Gulf pair", () => {
    for (const [from, to] of [
      ["DEL", "BOM"],
      ["BOM", "DEL"],
      ["DEL", "BLR"],
      ["BOM", "BLR"],
    ] as const) {
      const itineraries = itinerariesOn(from, to, DATE, false);
      expect(itineraries.filter((entry) => entry.length === 1).length).toBeGreaterThanOrEqual(30);
      expect(itineraries.some((entry) => entry.length === 3)).toBe(true);
    }
    const gulf = itinerariesOn("CCU", "DXB", DATE, false);
    expect(gulf.length).toBeGreaterThanOrEqual(500);
    expect(new Set(gulf.map((entry) => entry[0]?.airline)).size).toBeGreaterThanOrEqual(5);
  });

  it("list at least 150 itineraries between every two metros, both ways, on every weekday", () => {
    // A domestic timetable repeats weekly (a flight skips at most one weekday): seven
    // consecutive dates are every date.
    const short: string[] = [];
    for (const from of METRO_HUBS) {
      for (const to of METRO_HUBS) {
        if (from === to) continue;
        for (let day = 0; day < 7; day += 1) {
          const count = itinerariesOn(from, to, addDays(DATE, day), false).length;
          if (count < 150) short.push(`${from}→${to} ${addDays(DATE, day)}: ${count}`);
        }
      }
    }
    expect(short).toEqual([]);
  });

  it("connect short metro pairs through every metro the carrier flies, as real portals list them", () => {
    const hubs = new Set(
      connecting("BLR", "MAA").flatMap((entry) => (entry.length === 2 ? [entry[0]?.to] : [])),
    );
    expect([...hubs]).toEqual(expect.arrayContaining(["DEL", "BOM", "HYD", "CCU"]));
    expect(itinerariesOn("BLR", "MAA", DATE, true).length).toBeGreaterThanOrEqual(20);
  });

  it("connect DEL to JFK through foreign hubs", () => {
    const hubs = new Set(connecting("DEL", "JFK").map((entry) => entry[0]?.to));
    expect([...hubs]).toEqual(expect.arrayContaining(["DXB", "LHR"]));
  });

  it("are the same when built again from nothing", async () => {
    const ids = (list: Itinerary[]) => list.map((entry) => entry.map((flight) => flight.id));
    const first = ids(itinerariesOn("DEL", "BOM", DATE, false));
    vi.resetModules();
    const fresh = await import("./connections");
    expect(ids(fresh.itinerariesOn("DEL", "BOM", DATE, false))).toEqual(first);
  });

  it("are kept for the route-days asked most recently, up to KEPT_ITINERARIES in all", () => {
    const first = itinerariesOn("DEL", "BOM", DATE, false);
    const recent = itinerariesOn("BOM", "BLR", DATE, false);
    expect(itinerariesOn("DEL", "BOM", DATE, false)).toBe(first);
    for (let kept = 0, day = 1; kept < KEPT_ITINERARIES; day += 1) {
      kept += itinerariesOn("DEL", "BLR", addDays(DATE, day), false).length + 1;
      expect(itinerariesOn("BOM", "BLR", DATE, false)).toBe(recent);
    }
    const builtAgain = itinerariesOn("DEL", "BOM", DATE, false);
    expect(builtAgain).not.toBe(first);
    expect(builtAgain).toEqual(first);
  });

  it("offer only non-stop flights when asked for direct flights", () => {
    const direct = itinerariesOn("DEL", "BOM", DATE, true);
    expect(direct.length).toBeGreaterThan(0);
    expect(direct.every((entry) => entry.length === 1)).toBe(true);
  });
});
