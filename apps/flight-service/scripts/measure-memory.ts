// Resident memory of a process running the flight service on PGlite files (the embedded
// default of `npm start`): RSS idle after startup, the peak during a burst of searches and
// held bookings, RSS idle again after it, and after searches spread over many route-days
// (what the inventory keeps in memory stays bounded, decision 0092). Goal (issue 18): idle
// ≤ 400 MB. The JS heap is read after a full collection (node --expose-gc): what is kept.
// PGLITE_DIR to use an existing directory, else a temporary one; BURST sets the requests,
// SPREAD the searches spread over SPREAD_ROUTES' days.
// Run: npm run memory -w @wayfare/flight-service (twice with one PGLITE_DIR for a restart)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FLIGHT_SEARCH_PATH } from "@wayfare/domain";
import { booked, loginToken } from "../src/after-booking/after-booking-testing";
import { createFlightService } from "../src/index";
import { addDays, localDate } from "../src/inventory/local-time";

const BURST = Number(process.env.BURST ?? 200);
const SPREAD = Number(process.env.SPREAD ?? 2_000);
const ROUTES = [
  ["DEL", "BOM"],
  ["BOM", "BLR"],
  ["BLR", "DEL"],
  ["MAA", "CCU"],
] as const;
const SPREAD_ROUTES = [
  ...ROUTES,
  ["DEL", "BLR"],
  ["HYD", "BOM"],
  ["CCU", "DOH"],
  ["DEL", "DXB"],
  ["BOM", "LHR"],
  ["BLR", "SIN"],
] as const;
const MB = 1024 * 1024;

let peak = 0;
const sample = () => {
  const rss = process.memoryUsage().rss;
  peak = Math.max(peak, rss);
  return rss;
};
const sampler = setInterval(sample, 20);

/** RSS once the process has been idle for a second (timers and the GC settle). */
async function idleRss(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  globalThis.gc?.();
  return sample();
}

type Route = readonly [string, string];
async function search(
  service: Awaited<ReturnType<typeof createFlightService>>,
  [from, to]: Route,
  daysAhead: number,
) {
  const today = localDate(Date.now(), "Asia/Kolkata");
  const data = {
    tripType: "ONEWAY",
    routeInfos: [
      { fromCityOrAirport: from, toCityOrAirport: to, travelDate: addDays(today, daysAhead) },
    ],
    cabinClass: "ECONOMY",
    paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 },
    preferredAirlines: [],
    fareType: "REGULAR",
    searchModifiers: {},
  };
  const response = await service.fetch(
    new Request(`http://memory.test${FLIGHT_SEARCH_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ data }),
    }),
  );
  if (response.status !== 200) throw new Error(`search failed: ${response.status}`);
  await response.json();
}

const dir = process.env.PGLITE_DIR ? undefined : mkdtempSync(join(tmpdir(), "wayfare-memory-"));
const pgliteDir = process.env.PGLITE_DIR ?? join(dir as string, "pglite");
/** Where the process stands: RSS, its peak so far, the JS heap and the external memory. */
function snapshot() {
  sample();
  const { rss, heapUsed, external } = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / MB);
  return {
    "RSS MB": mb(rss),
    "peak RSS MB": mb(peak),
    "JS heap MB": mb(heapUsed),
    "external MB (PGlite's WebAssembly memory)": mb(external),
  };
}

try {
  const before = snapshot();
  const service = await createFlightService({
    tokenSecret: "a-memory-only-secret-of-enough-length-12",
    database: { pgliteDir },
  });
  await idleRss();
  const started = snapshot();
  const token = await loginToken(service, "distributor@wayfare.test", "Distributor@123");
  for (let index = 0; index < BURST; index += 1) {
    const route = ROUTES[index % ROUTES.length] as Route;
    await (index % 2 === 0
      ? search(service, route, 1 + index)
      : booked(service, token, { hold: true }));
  }
  await idleRss();
  const afterBurst = snapshot();
  for (let index = 0; index < SPREAD; index += 1) {
    const route = SPREAD_ROUTES[index % SPREAD_ROUTES.length] as Route;
    await search(service, route, 1 + Math.floor(index / SPREAD_ROUTES.length));
  }
  await idleRss();
  const afterSpread = snapshot();
  await service.close();
  console.table({
    "service modules loaded": before,
    "idle after start": started,
    [`idle after ${BURST} searches and bookings`]: afterBurst,
    [`idle after ${SPREAD} more searches, ${SPREAD_ROUTES.length} routes`]: afterSpread,
  });
} finally {
  clearInterval(sampler);
  if (dir) rmSync(dir, { recursive: true, force: true });
}
