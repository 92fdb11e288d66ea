// Resident memory of a process running the flight service on PGlite files (the embedded
// default of `npm start`): RSS idle after startup, the peak during a burst of searches and
// held bookings, and RSS idle again after it. Goal (issue 18): idle ≤ 400 MB.
// PGLITE_DIR to use an existing directory, else a temporary one; BURST sets the requests.
// Run: npm run memory -w @wayfare/flight-service (twice with one PGLITE_DIR for a restart)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FLIGHT_SEARCH_PATH } from "@wayfare/domain";
import { booked, loginToken } from "../src/after-booking/after-booking-testing";
import { createFlightService } from "../src/index";
import { addDays, localDate } from "../src/inventory/local-time";

const BURST = Number(process.env.BURST ?? 200);
const ROUTES = [
  ["DEL", "BOM"],
  ["BOM", "BLR"],
  ["BLR", "DEL"],
  ["MAA", "CCU"],
];
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
  return sample();
}

async function search(service: Awaited<ReturnType<typeof createFlightService>>, index: number) {
  const [from, to] = ROUTES[index % ROUTES.length] as [string, string];
  const today = localDate(Date.now(), "Asia/Kolkata");
  const data = {
    tripType: "ONEWAY",
    routeInfos: [
      { fromCityOrAirport: from, toCityOrAirport: to, travelDate: addDays(today, 1 + index) },
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
    await (index % 2 === 0 ? search(service, index) : booked(service, token, { hold: true }));
  }
  await idleRss();
  const afterBurst = snapshot();
  await service.close();
  console.table({
    "service modules loaded": before,
    "idle after start": started,
    [`idle after ${BURST} searches and bookings`]: afterBurst,
  });
} finally {
  clearInterval(sampler);
  if (dir) rmSync(dir, { recursive: true, force: true });
}
