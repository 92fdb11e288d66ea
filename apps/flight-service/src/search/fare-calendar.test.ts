import {
  type CabinClass,
  FARE_CALENDAR_PATH,
  type FareCalendarDay,
  fareCalendarPayloadSchema,
  type SearchResultsPayload,
  type TokenSubject,
  tokenSubjectSchema,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import { seatCounters } from "../db/schema";
import type { FlightService } from "../index";
import { indiaToday } from "../inventory/local-time";
import { serviceUnderTest, testDatabase } from "../testing/service-under-test";
import { monthLowestFares } from "./fare-calendar";
import { searchResults } from "./search-results";
import { daysFromToday, oneWay, retryCall, searchCall } from "./search-testing";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

function calendarCall(data: Record<string, unknown>) {
  return new Request(`http://service.test${FARE_CALENDAR_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ data }),
  });
}

async function calendar(data: Record<string, unknown>): Promise<FareCalendarDay[]> {
  const response = await service.fetch(calendarCall(data));
  expect(response.status).toBe(200);
  return fareCalendarPayloadSchema.parse((await response.json()).payload).days;
}

/** The cheapest total a full one-way search for one adult shows on `date`. */
async function searchedLowest(from: string, to: string, date: string): Promise<number> {
  const totals: number[] = [];
  let response = await service.fetch(searchCall(oneWay(from, to, date)));
  for (;;) {
    const payload = (await response.json()).payload as SearchResultsPayload;
    for (const trip of payload.tripInfos.ONWARD ?? []) {
      totals.push(...trip.prices.map((price) => price.total));
    }
    if (payload.done) break;
    response = await service.fetch(retryCall(payload.searchId));
  }
  return Math.min(...totals);
}

describe("fare calendar: a month's lowest fare per day for a route and cabin", () => {
  const date = daysFromToday(45);
  const month = date.slice(0, 7);

  it("answers each day of the month within the search's year with the lowest fare a search shows", async () => {
    const days = await calendar({ from: "DEL", to: "BOM", cabinClass: "ECONOMY", month });
    const day = days.find((entry) => entry.date === date);
    expect(day?.lowestFare).toBe(await searchedLowest("DEL", "BOM", date));
    expect(days.every((entry) => entry.date.startsWith(month))).toBe(true);
  });

  it("prices only the days asked for, when asked", async () => {
    const days = await calendar({
      from: "DEL",
      to: "BOM",
      cabinClass: "ECONOMY",
      month,
      days: [date],
    });
    expect(days.map((day) => day.date)).toEqual([date]);
  });

  it("leaves out days before today and after a year (1003, 1004)", async () => {
    const today = daysFromToday(0);
    const thisMonth = await calendar({
      from: "DEL",
      to: "BOM",
      cabinClass: "ECONOMY",
      month: today.slice(0, 7),
    });
    expect(thisMonth.every((entry) => entry.date >= today)).toBe(true);
    const later = await calendar({
      from: "DEL",
      to: "BOM",
      cabinClass: "ECONOMY",
      month: daysFromToday(400).slice(0, 7),
    });
    expect(later).toEqual([]);
  });

  it("counts seats sold: a day whose cheapest fare is sold out shows the next one", async () => {
    const { db, close } = await openDatabase(await testDatabase());
    const now = new Date();
    const context = { ...indiaToday(now), now, subject: null };
    const request = { from: "IXC", to: "DEL", cabinClass: "ECONOMY" as const, month, seats: 1 };
    const before = await monthLowestFares(db, request, context);
    const lowest = before.find((entry) => entry.date === date)?.lowestFare;
    expect(lowest).toBeDefined();
    // Sell out every flight and class of that day's cheapest fares.
    const trips =
      searchResults({ query: oneWay("IXC", "DEL", date), today: context.today, now, subject: null })
        .lists.ONWARD ?? [];
    const soldOut = trips.flatMap((trip) =>
      trip.prices
        .filter((price) => price.total === lowest)
        .flatMap((price) =>
          trip.segments.map((segment) => ({
            flightNumber: `${segment.airline.code}${segment.flightNumber}`,
            flightDate: segment.departureTime.slice(0, 10),
            cabinClass: price.fareDetails.ADULT.cabinClass,
            bookingClass: price.fareDetails.ADULT.bookingClass,
            capacity: 9,
            sold: 9,
          })),
        ),
    );
    expect(soldOut.length).toBeGreaterThan(0);
    await db.insert(seatCounters).values(soldOut).onConflictDoNothing();
    const after = await monthLowestFares(db, request, context);
    expect(after.find((entry) => entry.date === date)?.lowestFare).toBeGreaterThan(lowest ?? 0);
    await close();
  });

  it("shows each day the cheapest total of the full search for the same caller and cabin", async () => {
    const { db, close } = await openDatabase(await testDatabase());
    const now = new Date();
    const context = indiaToday(now);
    const caller = (role: "AGENT" | "CORPORATE"): TokenSubject =>
      tokenSubjectSchema.parse({ userId: "u1", partnerId: "p1", role, name: "Caller" });
    const asks: [string, string, CabinClass, TokenSubject | null][] = [
      ["DEL", "BOM", "ECONOMY", null],
      ["DEL", "BOM", "BUSINESS", caller("CORPORATE")],
      ["CCU", "DOH", "ECONOMY", null],
      ["CCU", "DOH", "ECONOMY", caller("AGENT")],
      ["DEL", "DXB", "BUSINESS", null],
      ["MAA", "DEL", "ECONOMY", caller("CORPORATE")],
    ];
    // Today (its departed flights left out), and days weeks and months out.
    const dates = [0, 1, 9, 33, 58, 87, 150].map(daysFromToday);
    for (const [from, to, cabinClass, subject] of asks) {
      for (const date of dates) {
        const request = { from, to, cabinClass, month: date.slice(0, 7), days: [date], seats: 1 };
        const days = await monthLowestFares(db, request, { ...context, now, subject });
        const query = { ...oneWay(from, to, date), cabinClass };
        const trips =
          searchResults({ query, today: context.today, now, subject }).lists.ONWARD ?? [];
        const totals = trips.flatMap((trip) => trip.prices.map((price) => price.total));
        const searched = totals.length > 0 ? [{ date, lowestFare: Math.min(...totals) }] : [];
        expect(days, `${from}-${to} ${cabinClass} ${subject?.role ?? "guest"} ${date}`).toEqual(
          searched,
        );
      }
    }
    await close();
  });

  it("refuses an unknown airport in the spec's words and a malformed month", async () => {
    const unknown = await service.fetch(
      calendarCall({ from: "DEL", to: "XYZ", cabinClass: "ECONOMY", month }),
    );
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain("XYZ");
    const malformed = await service.fetch(
      calendarCall({ from: "DEL", to: "BOM", cabinClass: "ECONOMY", month: "April" }),
    );
    expect(malformed.status).toBe(400);
  });
});
