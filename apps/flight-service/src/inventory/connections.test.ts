import { describe, expect, it } from "vitest";
import {
  DEFAULT_DOMESTIC_MCT,
  INDIA_INTERNATIONAL_MCT,
  itinerariesOn,
  minimumConnectingMinutes,
} from "./connections";
import type { ScheduledFlight } from "./schedule";

const DATE = "2026-08-10";

function layover(itinerary: readonly ScheduledFlight[]): number {
  const [inbound, outbound] = itinerary as [ScheduledFlight, ScheduledFlight];
  return (outbound.departureUtc - inbound.arrivalUtc) / 60_000;
}

describe("connections", () => {
  it("connect on one carrier through a hub, never under the minimum connecting time", () => {
    const routes = [
      ["IXL", "BLR"],
      ["IXB", "GOI"],
      ["PAT", "COK"],
      ["ATQ", "MAA"],
    ] as const;
    let connections = 0;
    for (const [from, to] of routes) {
      for (const itinerary of itinerariesOn(from, to, DATE, false)) {
        if (itinerary.length === 1) continue;
        connections += 1;
        const [inbound, outbound] = itinerary as [ScheduledFlight, ScheduledFlight];
        expect(inbound.to).toBe(outbound.from);
        expect(inbound.airline).toBe(outbound.airline);
        expect(layover(itinerary)).toBeGreaterThanOrEqual(
          minimumConnectingMinutes(inbound, outbound),
        );
        expect(minimumConnectingMinutes(inbound, outbound)).toBeGreaterThanOrEqual(
          DEFAULT_DOMESTIC_MCT,
        );
        expect(minimumConnectingMinutes(inbound, outbound)).toBeLessThanOrEqual(90);
      }
    }
    expect(connections).toBeGreaterThan(10);
  });

  it("give international connections at Indian hubs at least 120 minutes", () => {
    const itineraries = itinerariesOn("IXC", "DXB", DATE, false).filter(
      (entry) => entry.length > 1,
    );
    expect(itineraries.length).toBeGreaterThan(0);
    for (const itinerary of itineraries) {
      expect(layover(itinerary)).toBeGreaterThanOrEqual(INDIA_INTERNATIONAL_MCT);
    }
  });

  it("connect DEL to JFK through foreign hubs", () => {
    const hubs = new Set(
      itinerariesOn("DEL", "JFK", DATE, false)
        .filter((entry) => entry.length > 1)
        .map((entry) => entry[0]?.to),
    );
    expect([...hubs]).toEqual(expect.arrayContaining(["DXB", "LHR"]));
  });

  it("offer only non-stop flights when asked for direct flights", () => {
    expect(itinerariesOn("IXL", "BLR", DATE, true).every((entry) => entry.length === 1)).toBe(true);
  });
});
