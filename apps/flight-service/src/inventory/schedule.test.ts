import { describe, expect, it } from "vitest";
import { AIRPORTS } from "../reference/airports";
import { addDays, formatLocal, localToUtcMs, offsetMinutes } from "./local-time";
import { routeServices } from "./network";
import { flightsOn, KEPT_ROUTE_DAYS, type ScheduledFlight } from "./schedule";

const DATE = "2026-07-15";

function dayOffset(flight: ScheduledFlight): number {
  return (
    (Date.parse(`${flight.arrivalLocal.slice(0, 10)}Z`) - Date.parse(`${flight.date}Z`)) /
    86_400_000
  );
}

describe("local time", () => {
  it("converts wall-clock times through each zone's offset, summer time included", () => {
    expect(offsetMinutes("Asia/Kolkata", Date.parse("2026-01-01T00:00Z"))).toBe(330);
    expect(offsetMinutes("Asia/Kathmandu", Date.parse("2026-01-01T00:00Z"))).toBe(345);
    expect(offsetMinutes("Europe/London", Date.parse("2026-01-15T12:00Z"))).toBe(0);
    expect(offsetMinutes("Europe/London", Date.parse("2026-07-15T12:00Z"))).toBe(60);
    expect(offsetMinutes("America/New_York", Date.parse("2026-07-15T12:00Z"))).toBe(-240);
    const instant = localToUtcMs("2026-07-15", 2 * 60 + 15, "Asia/Kolkata");
    expect(new Date(instant).toISOString()).toBe("2026-07-14T20:45:00.000Z");
    expect(formatLocal(instant, "Europe/London")).toBe("2026-07-14T21:45");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("schedule", () => {
  it("is the same for the same route and date, and flight ids name flight and date", () => {
    expect(flightsOn("DEL", "BOM", DATE)).toEqual(flightsOn("DEL", "BOM", DATE));
    const flights = flightsOn("DEL", "BOM", DATE);
    expect(flights.length).toBeGreaterThanOrEqual(20);
    expect(new Set(flights.map((flight) => flight.id)).size).toBe(flights.length);
    expect(flights.every((flight) => flight.id.endsWith(`-DEL-BOM-${DATE}`))).toBe(true);
  });

  it("keeps the KEPT_ROUTE_DAYS route-days asked most recently, and makes the others again", () => {
    const first = flightsOn("DEL", "BOM", DATE);
    const recent = flightsOn("BOM", "BLR", DATE);
    expect(flightsOn("DEL", "BOM", DATE)).toBe(first);
    for (let day = 1; day <= KEPT_ROUTE_DAYS; day += 1) {
      flightsOn("DEL", "BLR", addDays(DATE, day));
      expect(flightsOn("BOM", "BLR", DATE)).toBe(recent);
    }
    const madeAgain = flightsOn("DEL", "BOM", DATE);
    expect(madeAgain).not.toBe(first);
    expect(madeAgain).toEqual(first);
  });

  it("gives DEL–BOM a block time of about two hours", () => {
    for (const flight of flightsOn("DEL", "BOM", DATE)) {
      expect(flight.durationMinutes).toBeGreaterThanOrEqual(115);
      expect(flight.durationMinutes).toBeLessThanOrEqual(170);
    }
  });

  it("shows DEL→DXB arrivals in Dubai time: 1 h 30 earlier on the clock than India", () => {
    const flights = flightsOn("DEL", "DXB", DATE);
    expect(flights.length).toBeGreaterThan(0);
    for (const flight of flights) {
      const clockMinutes =
        (Date.parse(`${flight.arrivalLocal}Z`) - Date.parse(`${flight.departureLocal}Z`)) / 60_000;
      expect(clockMinutes).toBe(flight.durationMinutes - 90);
      expect(flight.durationMinutes).toBeGreaterThanOrEqual(180);
      expect(flight.durationMinutes).toBeLessThanOrEqual(250);
    }
  });

  it("shows DEL→LHR arrivals in London summer time (4 h 30 behind India) and winter time (5 h 30)", () => {
    for (const [date, behind] of [
      ["2026-07-15", 270],
      ["2027-01-15", 330],
    ] as const) {
      const flights = flightsOn("DEL", "LHR", date);
      expect(flights.length).toBeGreaterThan(0);
      for (const flight of flights) {
        const clockMinutes =
          (Date.parse(`${flight.arrivalLocal}Z`) - Date.parse(`${flight.departureLocal}Z`)) /
          60_000;
        expect(clockMinutes).toBe(flight.durationMinutes - behind);
      }
    }
  });

  it("has red-eyes arriving the next local day (+1 day)", () => {
    const redEyes = ["SIN", "BKK", "KUL", "HKG"].flatMap((to) =>
      flightsOn("DEL", to, DATE).filter((flight) => dayOffset(flight) === 1),
    );
    expect(redEyes.length).toBeGreaterThan(0);
    for (const flight of redEyes) expect(flight.arrivalLocal.slice(0, 10)).toBe(addDays(DATE, 1));
  });

  it("serves regional airports from DEL and BOM and international routes from Indian hubs", () => {
    expect(routeServices("IXL", "DEL").length).toBeGreaterThan(0);
    expect(routeServices("BOM", "IXZ").length).toBeGreaterThan(0);
    expect(routeServices("COK", "DXB").map((service) => service.airline)).toEqual(
      expect.arrayContaining(["EK", "IX"]),
    );
    expect(routeServices("IXL", "IXZ")).toEqual([]);
  });

  it("flies the busiest trunk routes all day: DEL–BOM over 40 non-stops on five carriers", () => {
    const flights = flightsOn("DEL", "BOM", DATE);
    expect(flights.length).toBeGreaterThanOrEqual(40);
    expect(new Set(flights.map((flight) => flight.airline)).size).toBe(5);
    const hours = new Set(flights.map((flight) => flight.departureLocal.slice(11, 13)));
    expect(hours.size).toBeGreaterThanOrEqual(15);
  });

  it("gives every flight number of a carrier to one route only", () => {
    const routeOf = new Map<string, string>();
    for (const { code: from } of AIRPORTS) {
      for (const { code: to } of AIRPORTS) {
        for (const service of routeServices(from, to)) {
          for (const number of service.flightNumbers) {
            const key = `${service.airline}${number}`;
            expect(routeOf.get(key) ?? `${from}${to}`, key).toBe(`${from}${to}`);
            routeOf.set(key, `${from}${to}`);
            expect(number).toMatch(/^\d{1,4}$/);
          }
        }
      }
    }
  });
});
