import { AIRLINE_WEBSITES, AIRPORT_LIST_PATH, airportListPayloadSchema } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { AIRLINES } from "./airlines";
import { AIRPORTS, isDomesticAirport } from "./airports";

describe("reference data", () => {
  it("curates 40 to 60 airports, each with a unique code and a time zone Node knows", () => {
    expect(AIRPORTS.length).toBeGreaterThanOrEqual(40);
    expect(AIRPORTS.length).toBeLessThanOrEqual(60);
    expect(new Set(AIRPORTS.map((entry) => entry.code)).size).toBe(AIRPORTS.length);
    for (const entry of AIRPORTS) {
      expect(() => new Intl.DateTimeFormat("en", { timeZone: entry.timeZone })).not.toThrow();
    }
    for (const code of ["DEL", "BOM", "HYD", "GOX", "IXZ", "DXB", "LHR", "JFK", "KTM"]) {
      expect(AIRPORTS.some((entry) => entry.code === code)).toBe(true);
    }
    expect(isDomesticAirport("GOX")).toBe(true);
    expect(isDomesticAirport("DXB")).toBe(false);
  });

  it("hand-fixes what OpenFlights lacks or dates", () => {
    const byCode = new Map(AIRPORTS.map((entry) => [entry.code, entry]));
    expect(byCode.get("HYD")).toMatchObject({ city: "Hyderabad", timeZone: "Asia/Kolkata" });
    expect(byCode.get("MAA")?.city).toBe("Chennai");
    expect(byCode.get("KTM")?.timeZone).toBe("Asia/Kathmandu");
    expect(byCode.get("DEL")?.timeZone).toBe("Asia/Kolkata");
  });

  it("curates the Indian carriers (QP is Akasa Air) and a dozen international ones", () => {
    const codes = AIRLINES.map((entry) => entry.code);
    for (const code of ["6E", "AI", "QP", "SG", "IX"]) expect(codes).toContain(code);
    expect(AIRLINES.find((entry) => entry.code === "QP")?.name).toBe("Akasa Air");
    expect(AIRLINES.length - 5).toBeGreaterThanOrEqual(12);
    expect(AIRLINES.every((entry) => /^\d{3}$/.test(entry.ticketingPrefix))).toBe(true);
    expect(new Set(AIRLINES.map((entry) => entry.ticketingPrefix)).size).toBe(AIRLINES.length);
  });

  it("every carrier sold has a website for web check-in (the domain's catalogue)", () => {
    for (const { code } of AIRLINES) expect(AIRLINE_WEBSITES[code]).toMatch(/^https:\/\//);
  });
});

describe(`GET ${AIRPORT_LIST_PATH}`, () => {
  let service: FlightService;
  beforeAll(async () => {
    service = await serviceUnderTest();
  });
  afterAll(() => service.close());

  it("answers the airport list in the envelope, cacheable for a day (F§9)", async () => {
    const response = await service.fetch(new Request(`http://service.test${AIRPORT_LIST_PATH}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const body = await response.json();
    expect(body.status).toEqual({ success: true, httpStatus: 200 });
    expect(airportListPayloadSchema.parse(body.payload).airports).toHaveLength(AIRPORTS.length);
  });

  it("names the airlines a search may prefer: those flying, by name", async () => {
    const response = await service.fetch(new Request(`http://service.test${AIRPORT_LIST_PATH}`));
    const { airlines } = airportListPayloadSchema.parse((await response.json()).payload);
    expect(airlines).toContainEqual({ code: "6E", name: "IndiGo" });
    expect(airlines).toContainEqual({ code: "EK", name: "Emirates" });
    const names = airlines.map((airline) => airline.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });
});
