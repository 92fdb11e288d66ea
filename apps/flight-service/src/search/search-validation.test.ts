import { type SearchQuery, searchQueryErrors } from "@wayfare/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { daysFromToday, oneWay, rawSearchCall, retryCall, searchCall } from "./search-testing";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

async function errorsOf(request: Request) {
  const response = await service.fetch(request);
  const body = await response.json();
  return { status: response.status, success: body.status?.success, errors: body.errors };
}

const sound = oneWay("DEL", "BOM", daysFromToday(15));
const route = (from: string, to: string, travelDate: string) => ({
  fromCityOrAirport: from,
  toCityOrAirport: to,
  travelDate,
});

describe("search validation", () => {
  const cases: [string, SearchQuery][] = [
    ["1001", { ...sound, paxInfo: { ADULT: 1, CHILD: 0, INFANT: 2 } }],
    ["1002", { ...sound, paxInfo: { ADULT: 1, CHILD: 2, INFANT: 0 } }],
    [
      "1003",
      {
        ...sound,
        tripType: "MULTICITY",
        routeInfos: [
          route("DEL", "BOM", daysFromToday(20)),
          route("BOM", "GOI", daysFromToday(19)),
        ],
      },
    ],
    ["1004", { ...sound, routeInfos: [route("DEL", "BOM", daysFromToday(367))] }],
    ["1005", { ...sound, routeInfos: [route("DEL", "DEL", daysFromToday(15))] }],
    ["1006", { ...sound, paxInfo: { ADULT: 5, CHILD: 3, INFANT: 2 } }],
  ];

  it.each(cases)("answers catalogue error %s", async (code, query) => {
    const { status, success, errors } = await errorsOf(searchCall(query));
    expect(status).toBe(400);
    expect(success).toBe(false);
    expect(errors).toEqual(searchQueryErrors(query, new Date()));
    expect(errors.map((error: { errCode: string }) => error.errCode)).toEqual([code]);
  });

  it("answers an unknown airport with 400 naming the code", async () => {
    const { status, errors } = await errorsOf(searchCall(oneWay("DEL", "XYZ", daysFromToday(15))));
    expect(status).toBe(400);
    expect(errors).toEqual([{ errCode: "400", message: "Unknown airport code XYZ" }]);
  });

  it("answers malformed JSON, a missing data wrapper and a broken query with 400 envelopes", async () => {
    for (const request of [
      rawSearchCall("{not json"),
      rawSearchCall(JSON.stringify(sound)),
      searchCall({ ...sound, cabinClass: "CARGO" }),
      searchCall({ ...sound, tripType: "RETURN" }),
      retryCall(""),
    ]) {
      const { status, success, errors } = await errorsOf(request);
      expect(status).toBe(400);
      expect(success).toBe(false);
      expect(errors.length).toBeGreaterThan(0);
    }
  });

  it("answers any generated hostile payload with a 400-class envelope, never a crash", async () => {
    const hostileQuery = fc.record(
      {
        tripType: fc.oneof(fc.constantFrom("ONEWAY", "RETURN", "MULTICITY"), fc.anything()),
        routeInfos: fc.oneof(
          fc.array(
            fc.record({
              fromCityOrAirport: fc.oneof(fc.constantFrom("DEL", "BOM", "ZZZ", "del"), fc.string()),
              toCityOrAirport: fc.oneof(fc.constantFrom("GOI", "DXB", "QQQ"), fc.string()),
              travelDate: fc.oneof(fc.constant(daysFromToday(9)), fc.string(), fc.integer()),
            }),
            { maxLength: 7 },
          ),
          fc.anything(),
        ),
        cabinClass: fc.oneof(fc.constant("ECONOMY"), fc.anything()),
        paxInfo: fc.oneof(
          fc.record({ ADULT: fc.integer(), CHILD: fc.integer(), INFANT: fc.integer() }),
          fc.anything(),
        ),
        preferredAirlines: fc.oneof(fc.array(fc.string({ maxLength: 3 })), fc.anything()),
        fareType: fc.oneof(fc.constantFrom("REGULAR", "STUDENT", "SALE"), fc.anything()),
        searchModifiers: fc.oneof(fc.dictionary(fc.string(), fc.anything()), fc.anything()),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(hostileQuery, fc.string({ maxLength: 300 }), async (query, searchId) => {
        const searched = await errorsOf(searchCall(query));
        if (searched.status !== 200) {
          expect(searched.status).toBe(400);
          expect(searched.success).toBe(false);
        }
        const retried = await errorsOf(retryCall(searchId));
        expect(retried.status).toBe(400);
        expect(retried.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });
});
