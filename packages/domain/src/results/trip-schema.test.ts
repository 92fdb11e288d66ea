import { describe, expect, it } from "vitest";
import { directTrip, generateTrips, makeTrip } from "./trip-fixtures";
import {
  cheapestPrice,
  tripAirlineKey,
  tripDurationMinutes,
  tripLayovers,
  tripStops,
} from "./trip-metrics";
import { tripSchema } from "./trip-schema";

const connecting = makeTrip(
  "T1",
  [
    {
      from: "DEL",
      to: "BOM",
      departure: "2026-03-01T22:00",
      arrival: "2026-03-02T00:10",
      durationMinutes: 130,
    },
    {
      from: "BOM",
      to: "GOI",
      departure: "2026-03-02T01:40",
      arrival: "2026-03-02T02:55",
      durationMinutes: 75,
      airline: "AI",
      stops: 1,
    },
  ],
  [
    { id: "A", total: 500_000, net: 480_000 },
    { id: "B", total: 490_000, net: 485_000 },
  ],
);

describe("trip schemas (J§3)", () => {
  it("accept a trip with segments, local times, fares in paise and per-pax fare details", () => {
    expect(tripSchema.parse(connecting)).toEqual(connecting);
  });

  it("reject fractional paise, zoned times and tripless prices", () => {
    const price = connecting.prices[0];
    expect(
      tripSchema.safeParse({ ...connecting, prices: [{ ...price, total: 10.5 }] }).success,
    ).toBe(false);
    const segment = connecting.segments[0];
    expect(
      tripSchema.safeParse({
        ...connecting,
        segments: [{ ...segment, departureTime: "2026-03-01T22:00Z" }],
      }).success,
    ).toBe(false);
    expect(tripSchema.safeParse({ ...connecting, prices: [] }).success).toBe(false);
  });
});

describe("trip metrics", () => {
  it("layovers, duration across midnight, stops and airlines", () => {
    expect(tripLayovers(connecting)).toEqual([{ airport: "BOM", minutes: 90 }]);
    expect(tripDurationMinutes(connecting)).toBe(130 + 90 + 75);
    expect(tripStops(connecting)).toBe(2);
    expect(tripAirlineKey(connecting)).toBe("6E+AI");
    expect(tripAirlineKey(directTrip("D", "0600", [{ id: "X", total: 1 }]))).toBe("6E");
  });

  it("the cheapest fare is on net for corporate and on total otherwise", () => {
    expect(cheapestPrice(connecting, "total").id).toBe("B");
    expect(cheapestPrice(connecting, "net").id).toBe("A");
  });
});

describe("benchmark data", () => {
  it("generates the same valid itineraries from the same seed", () => {
    const trips = generateTrips(50);
    expect(trips).toHaveLength(50);
    for (const trip of trips) expect(tripSchema.safeParse(trip).success).toBe(true);
    expect(generateTrips(50)).toEqual(trips);
    expect(generateTrips(50, 7)).not.toEqual(trips);
  });
});
