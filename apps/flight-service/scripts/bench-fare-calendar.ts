// The fare calendar's latency through service.fetch on PGlite (or DATABASE_URL's Postgres):
// a month of lowest fares for the busiest routes, p50/p95 of the first ask of each route and
// month (cold: every day priced) and of asks again, as a date picker does when the user pages
// months back and forth (warm). Baseline in the same run: one one-way search for the same
// routes. Target (issue 19): a month's lowest fares p95 ≤ 30 ms, cold and warm.
// Run: npm run bench:fare-calendar -w @wayfare/flight-service
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FARE_CALENDAR_PATH, FLIGHT_SEARCH_PATH } from "@wayfare/domain";
import { createFlightService } from "../src/index";
import { addDays, localDate } from "../src/inventory/local-time";
import { seededRandom } from "../src/inventory/prng";

const ROUTES = [
  ["DEL", "BOM"],
  ["BOM", "DEL"],
  ["DEL", "BLR"],
  ["BLR", "DEL"],
  ["BOM", "BLR"],
  ["DEL", "CCU"],
  ["MAA", "DEL"],
  ["HYD", "BOM"],
  ["CCU", "DOH"],
  ["DEL", "DXB"],
] as const;
const MONTHS_AHEAD = 3;
const WARM_ASKS = 300;
const TARGET_P95_MS = 30;

const random = seededRandom("bench-fare-calendar");
const today = localDate(Date.now(), "Asia/Kolkata");
const months = Array.from({ length: MONTHS_AHEAD }, (_, n) => addDays(today, 30 * n).slice(0, 7));

const url = process.env.DATABASE_URL;
const database = url ? { url } : { pgliteDir: mkdtempSync(join(tmpdir(), "bench-calendar-")) };
const service = await createFlightService({
  tokenSecret: "a-bench-only-secret-of-enough-length-123",
  database,
});

async function timed(path: string, data: unknown): Promise<number> {
  const started = performance.now();
  const response = await service.fetch(
    new Request(`http://bench.test${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ data }),
    }),
  );
  await response.json();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
}

const calendarAsk = ([from, to]: readonly string[], month: string) =>
  timed(FARE_CALENDAR_PATH, { from, to, cabinClass: "ECONOMY", month });

function summary(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  console.log(
    `${label.padEnd(34)} n=${String(sorted.length).padStart(4)}  p50 ${at(0.5).toFixed(1).padStart(7)} ms  p95 ${at(0.95).toFixed(1).padStart(7)} ms`,
  );
  return at(0.95);
}

const searches: number[] = [];
for (const [from, to] of ROUTES) {
  for (const month of months) {
    searches.push(
      await timed(FLIGHT_SEARCH_PATH, {
        tripType: "ONEWAY",
        routeInfos: [
          {
            fromCityOrAirport: from,
            toCityOrAirport: to,
            travelDate: `${month}-15` < today ? today : `${month}-15`,
          },
        ],
        cabinClass: "ECONOMY",
        paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 },
        preferredAirlines: [],
        fareType: "REGULAR",
        searchModifiers: {},
      }),
    );
  }
}
const cold: number[] = [];
for (const route of ROUTES) for (const month of months) cold.push(await calendarAsk(route, month));
const warm: number[] = [];
for (let n = 0; n < WARM_ASKS; n += 1) {
  warm.push(await calendarAsk(random.pick(ROUTES), random.pick(months)));
}

const searchP95 = summary("baseline: one-way search (batch 0)", searches);
const coldP95 = summary("fare calendar, first ask (cold)", cold);
const warmP95 = summary("fare calendar, asked again (warm)", warm);
for (const [label, p95] of [
  ["cold", coldP95],
  ["warm", warmP95],
] as const) {
  console.log(
    `${label} p95 / search p95 = ${(p95 / searchP95).toFixed(2)}; target ${label} p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? "met" : "NOT met"}`,
  );
}
await service.close();
