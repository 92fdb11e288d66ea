// Search latency through service.fetch: p50/p95 over 1,000 random one-way domestic queries
// (PGlite in a temporary folder, or the Postgres server of DATABASE_URL). Target: p95 ≤ 50 ms.
// SALES_ROWS=100000 first sells seats on the searched flights on every day of a year, so the
// seat counters hold what a year of sales leaves (issue 18).
// Run: npm run bench -w @wayfare/flight-service
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FLIGHT_SEARCH_PATH, FLIGHT_SEARCH_RETRY_PATH } from "@wayfare/domain";
import { openDatabase } from "../src/db/database";
import { seatCounters } from "../src/db/schema";
import { createFlightService } from "../src/index";
import { addDays, localDate } from "../src/inventory/local-time";
import { DOMESTIC_CODES } from "../src/inventory/network";
import { seededRandom } from "../src/inventory/prng";

const QUERIES = 1_000;
const WARM_UP = 50;
const TARGET_P95_MS = 50;

const random = seededRandom("bench");
const today = localDate(Date.now(), "Asia/Kolkata");
const busiest = ["DEL", "BOM", "BLR", "MAA", "CCU", "HYD", "GOI", "PNQ", "AMD", "COK"];

function randomQuery() {
  // Most searches are between big cities; a third touch a regional airport.
  const pool = random.next() < 0.66 ? busiest : DOMESTIC_CODES;
  const from = random.pick(pool);
  let to = random.pick(busiest);
  while (to === from) to = random.pick(busiest);
  const adults = random.int(1, 4);
  return {
    tripType: "ONEWAY",
    routeInfos: [
      {
        fromCityOrAirport: from,
        toCityOrAirport: to,
        travelDate: addDays(today, random.int(1, 120)),
      },
    ],
    cabinClass: "ECONOMY",
    paxInfo: { ADULT: adults, CHILD: random.int(0, 1), INFANT: random.int(0, 1) },
    preferredAirlines: [],
    fareType: "REGULAR",
    searchModifiers: random.next() < 0.2 ? { isDirectFlight: true } : {},
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const url = process.env.DATABASE_URL;
const SALES_ROWS = Number(process.env.SALES_ROWS ?? 0);
const database = url ? { url } : { pgliteDir: mkdtempSync(join(tmpdir(), "bench-search-")) };
const openService = () =>
  createFlightService({ tokenSecret: "a-bench-only-secret-of-enough-length-123", database });
let service = await openService();
async function timedCall(path: string, data: unknown) {
  const request = new Request(`http://bench.test${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ data }),
  });
  const started = performance.now();
  const response = await service.fetch(request);
  const body = await response.json();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`search failed: ${JSON.stringify(body.errors)}`);
  return { elapsed, payload: body.payload };
}

/** The flights and fare classes the bench's searches meet, each on every day of a year. */
async function sellAYear(rows: number) {
  const fares = new Map<
    string,
    { flightNumber: string; cabinClass: string; bookingClass: string }
  >();
  for (let index = 0; index < 40; index += 1) {
    const { payload } = await timedCall(FLIGHT_SEARCH_PATH, randomQuery());
    for (const trip of payload.tripInfos.ONWARD) {
      for (const price of trip.prices) {
        const { cabinClass, bookingClass } = price.fareDetails.ADULT;
        for (const segment of trip.segments) {
          const flightNumber = `${segment.airline.code}${segment.flightNumber}`;
          fares.set(`${flightNumber}|${cabinClass}|${bookingClass}`, {
            flightNumber,
            cabinClass,
            bookingClass,
          });
        }
      }
    }
  }
  await service.close();
  const { db, close } = await openDatabase(database);
  const days = Array.from({ length: 365 }, (_, day) => addDays(today, day - 120));
  const counters = [...fares.values()]
    .flatMap((fare) => days.map((flightDate) => ({ ...fare, flightDate, capacity: 180, sold: 1 })))
    .slice(0, rows);
  for (let start = 0; start < counters.length; start += 1_000) {
    await db
      .insert(seatCounters)
      .values(counters.slice(start, start + 1_000))
      .onConflictDoNothing();
  }
  await close();
  service = await openService();
  return counters.length;
}

const sold = SALES_ROWS > 0 ? await sellAYear(SALES_ROWS) : 0;
const firstBatch: number[] = [];
const everyCall: number[] = [];
let trips = 0;
for (let index = 0; index < WARM_UP + QUERIES; index += 1) {
  const timings: number[] = [];
  let answer = await timedCall(FLIGHT_SEARCH_PATH, randomQuery());
  timings.push(answer.elapsed);
  let found = answer.payload.tripInfos.ONWARD.length;
  while (!answer.payload.done) {
    answer = await timedCall(FLIGHT_SEARCH_RETRY_PATH, { searchId: answer.payload.searchId });
    timings.push(answer.elapsed);
    found += answer.payload.tripInfos.ONWARD.length;
  }
  if (index >= WARM_UP) {
    firstBatch.push(timings[0] ?? 0);
    everyCall.push(...timings);
    trips += found;
  }
}
await service.close();
const report = (label: string, timings: number[]) => {
  timings.sort((a, b) => a - b);
  console.log(
    `${label}: ${timings.length} calls, p50 ${percentile(timings, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(timings, 95).toFixed(1)} ms, max ${timings.at(-1)?.toFixed(1)} ms`,
  );
};
console.log(
  `one-way domestic search on ${url ? "Postgres" : "PGlite"}, ${QUERIES} random queries, ` +
    `${(trips / QUERIES).toFixed(1)} trips per search, ${sold} seat counters sold beforehand`,
);
report("first batch", firstBatch);
report("every batch call", everyCall);
const p95 = percentile(firstBatch, 95);
if (p95 > TARGET_P95_MS) {
  console.error(`p95 ${p95.toFixed(1)} ms is over the ${TARGET_P95_MS} ms target`);
  process.exitCode = 1;
}
