// Itineraries a one-way economy search for one adult lists, per route, 30 days ahead (issue 18
// goals: ≥ 150 on domestic trunk routes, ≥ 500 on a busy international pair), with the time
// the inventory takes to build them cold and warm.
// Run: npx tsx apps/flight-service/scripts/count-itineraries.ts
import { addDays, indiaToday } from "../src/inventory/local-time";
import { searchResults } from "../src/search/search-results";
import { oneWay } from "../src/search/search-testing";

const METROS = ["DEL", "BOM", "BLR", "MAA", "CCU", "HYD"];
/** All 30 directed metro pairs (the ≥ 150 floor), then the international pairs. */
const ROUTES = [
  ...METROS.flatMap((from) => METROS.filter((to) => to !== from).map((to) => `${from}-${to}`)),
  ...["DEL-DXB", "BOM-DXB", "MAA-DXB", "CCU-DXB", "CCU-DOH", "DEL-LHR", "DEL-SIN", "BLR-SIN"],
];

const now = new Date();
const { today } = indiaToday(now);
const date = addDays(today, 30);
console.log(`one-way economy, 1 adult, ${date}`);
for (const route of ROUTES) {
  const [from = "", to = ""] = route.split("-");
  const query = oneWay(from, to, date);
  const started = performance.now();
  const trips = searchResults({ query, today, now, subject: null }).lists.ONWARD ?? [];
  const cold = performance.now() - started;
  const again = performance.now();
  searchResults({ query, today, now, subject: null });
  const warm = performance.now() - again;
  const stops = [1, 2, 3].map((legs) => trips.filter((t) => t.segments.length === legs).length);
  const carriers = new Set(trips.flatMap((t) => t.segments.map((s) => s.airline.code)));
  console.log(
    `${from}→${to}: ${trips.length} itineraries (non-stop ${stops[0]}, one-stop ` +
      `${stops[1]}, two-stop ${stops[2]}), ${carriers.size} carriers; ` +
      `cold ${cold.toFixed(1)} ms, warm ${warm.toFixed(1)} ms`,
  );
}
