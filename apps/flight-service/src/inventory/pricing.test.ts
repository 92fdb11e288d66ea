import { airTicketGst, type CabinClass, tripPriceSchema } from "@wayfare/domain";
import { describe, expect, it } from "vitest";
import { pathItineraries, pathsBetween } from "./connections";
import type { FareAudience } from "./fare-products";
import { addDays, daysBetween } from "./local-time";
import {
  adultFares,
  adultTotalFloor,
  type PricingContext,
  priceItinerary,
  TDS_ON_COMMISSION_BASIS_POINTS,
} from "./pricing";
import { flightsOn } from "./schedule";

const TODAY = "2026-06-01";
const context = (overrides: Partial<PricingContext> = {}): PricingContext => ({
  cabinClass: "ECONOMY",
  paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 },
  today: TODAY,
  supplyDate: new Date("2026-06-01T10:00:00+05:30"),
  audiences: new Set<FareAudience>(["ALL"]),
  ...overrides,
});
const rupees = (paise: number) => paise / 100;

describe("fares", () => {
  it("price DEL–BOM economy within ₹4,000–12,000 on typical dates (3 to 8 weeks out)", () => {
    for (let offset = 21; offset <= 56; offset += 5) {
      for (const flight of flightsOn("DEL", "BOM", addDays(TODAY, offset))) {
        for (const price of priceItinerary([flight], context())) {
          if (price.fareType === "FLEXI") continue;
          expect(rupees(price.total)).toBeGreaterThanOrEqual(4_000);
          expect(rupees(price.total)).toBeLessThanOrEqual(12_000);
        }
      }
    }
  });

  it("scale with distance, rise close to departure, and differ from date to date", () => {
    const cheapest = (from: string, to: string, date: string) =>
      Math.min(
        ...flightsOn(from, to, date).flatMap((flight) =>
          priceItinerary([flight], context()).map((price) => price.total),
        ),
      );
    const date = addDays(TODAY, 30);
    expect(cheapest("DEL", "MAA", date)).toBeGreaterThan(cheapest("DEL", "JAI", date));
    expect(cheapest("DEL", "BOM", addDays(TODAY, 1))).toBeGreaterThan(cheapest("DEL", "BOM", date));
    const [first] = flightsOn("DEL", "BOM", date);
    const [sameNextDay] = flightsOn("DEL", "BOM", addDays(date, 1));
    if (!first || !sameNextDay) throw new Error("no flights");
    expect(priceItinerary([first], context())).toEqual(priceItinerary([first], context()));
    expect(priceItinerary([first], context())[0]?.total).not.toBe(
      priceItinerary([sameNextDay], context())[0]?.total,
    );
  });

  it("charge GST at 5 % in economy and 18 % in business on the base fare", () => {
    const flight = flightsOn("DEL", "BOM", addDays(TODAY, 30)).find(
      (entry) => entry.airline === "AI",
    );
    if (!flight) throw new Error("no AI flight");
    for (const cabinClass of ["ECONOMY", "BUSINESS"] as const) {
      const ctx = context({ cabinClass });
      const [price] = priceItinerary([flight], ctx);
      const adult = price?.fareDetails.ADULT;
      if (!adult) throw new Error("no fare");
      const gst = airTicketGst(adult.base, cabinClass, ctx.supplyDate);
      expect(gst).toBe(Math.round(adult.base * (cabinClass === "ECONOMY" ? 0.05 : 0.18)));
      expect(adult.taxes - gst).toBe((620 + 236) * 100);
    }
  });

  it("price each passenger type: infants about 10 %, children as adults on an LCC", () => {
    const flight = flightsOn("BLR", "GOI", addDays(TODAY, 30)).find(
      (entry) => entry.airline === "6E",
    );
    if (!flight) throw new Error("no 6E flight");
    const [price] = priceItinerary(
      [flight],
      context({ paxInfo: { ADULT: 2, CHILD: 1, INFANT: 1 } }),
    );
    if (!price) throw new Error("no fare");
    const { ADULT, CHILD, INFANT } = price.fareDetails;
    expect(CHILD?.base).toBe(ADULT.base);
    expect(INFANT?.base).toBe(Math.max(125_000, Math.round(ADULT.base / 1000) * 100));
    expect(price.base).toBe(ADULT.base * 2 + (CHILD?.base ?? 0) + (INFANT?.base ?? 0));
    expect(price.total).toBe(price.base + price.taxes);
    expect(price.tds).toBe(
      Math.round((price.commission * TDS_ON_COMMISSION_BASIS_POINTS) / 10_000),
    );
    expect(price.net).toBe(price.total - price.commission + price.tds);
  });

  it("describe every fare with the domain schema, a fare basis starting with its RBD and fees", () => {
    const audiences = new Set<FareAudience>(["ALL", "CORPORATE", "BUSINESS_CUSTOMER", "STUDENT"]);
    // A fare class may have no seat left on one flight: the first flight of the day that
    // sells all four (picked from the inventory, not by position).
    const wanted = ["PUBLISHED", "FLEXI", "CORPORATE", "STUDENT"];
    const prices = flightsOn("DEL", "DXB", addDays(TODAY, 30))
      .map((flight) => priceItinerary([flight], context({ audiences })))
      .find((offered) => wanted.every((type) => offered.some((p) => p.fareType === type)));
    if (!prices) throw new Error("no DEL→DXB flight sells all four fares");
    for (const price of prices) {
      tripPriceSchema.parse(price);
      const adult = price.fareDetails.ADULT;
      expect(adult.fareBasis.startsWith(adult.bookingClass)).toBe(true);
      expect(adult.fareBasis.length).toBeGreaterThanOrEqual(3);
      expect(adult.fareBasis.length).toBeLessThanOrEqual(7);
      expect(adult.seatsRemaining).toBeGreaterThan(0);
      if (price.fareType === "CORPORATE") expect(price.commission).toBe(0);
    }
  });

  it("offer student and senior-citizen fares only to searches asking for them", () => {
    const flight = flightsOn("DEL", "BOM", addDays(TODAY, 30))[0];
    if (!flight) throw new Error("no flight");
    const types = (audiences: FareAudience[]) =>
      priceItinerary([flight], context({ audiences: new Set(audiences) })).map(
        (price) => price.fareType,
      );
    expect(types(["ALL"])).not.toContain("STUDENT");
    expect(types(["ALL"])).not.toContain("SENIOR_CITIZEN");
    expect(types(["ALL", "SENIOR_CITIZEN"])).toContain("SENIOR_CITIZEN");
  });

  it("floor every path's fares: no itinerary of a path is cheaper than its floors", () => {
    // Trunk, hub-poor, connection-only and international routes, on dates from tomorrow to
    // months out and across Europe's clock changes (LHR), in two cabins and for two callers.
    const routes = [
      ["DEL", "BOM"],
      ["MAA", "DEL"],
      ["IXC", "DEL"],
      ["CCU", "DOH"],
      ["DEL", "DXB"],
      ["BLR", "LHR"],
    ];
    const dates = [1, 5, 20, 45, 90].map((days) => addDays(TODAY, days));
    dates.push("2026-10-25", "2027-03-28");
    const callers: FareAudience[][] = [["ALL"], ["ALL", "CORPORATE", "BUSINESS_CUSTOMER"]];
    const above: string[] = [];
    let checked = 0;
    for (const [from = "", to = ""] of routes) {
      for (const cabinClass of ["ECONOMY", "BUSINESS"] as CabinClass[]) {
        for (const audiences of callers) {
          const ctx = context({ cabinClass, audiences: new Set(audiences) });
          for (const path of pathsBetween(from, to)) {
            const floor = adultTotalFloor(path.airports, path.airlines, ctx);
            for (const date of dates) {
              const days = daysBetween(TODAY, date);
              for (const itinerary of pathItineraries(path, date)) {
                const totals = adultFares(itinerary, ctx).map(({ fare }) => fare.base + fare.taxes);
                const cheapest = Math.min(...totals);
                const floors = [0, 1, 2].map((chosen) => floor(days, itinerary.slice(0, chosen)));
                checked += 1;
                if (floors.some((lowest) => lowest > cheapest)) {
                  above.push(`${itinerary.map((flight) => flight.id).join("~")} ${cabinClass}`);
                }
              }
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
    expect(above).toEqual([]);
  });
});
