import { CACHE_TIMES_SECONDS, endpoints } from "@wayfare/domain";
import { forPublic } from "../http/handlers";
import { reply } from "../http/reply";
import { flyingAirlineCodes } from "../inventory/network";
import { AIRLINES } from "./airlines";
import { AIRPORTS } from "./airports";

/**
 * GET /xms/v1/airport/: the airports the network serves and the airlines flying in it (what
 * a search may prefer), by name; cacheable for 86400 s (F§9).
 */
export const airportList = forPublic(endpoints.airportList, async () => {
  const flying = flyingAirlineCodes();
  const airlines = AIRLINES.filter((airline) => flying.has(airline.code))
    .map(({ code, name }) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  return reply(
    { airports: [...AIRPORTS], airlines },
    { headers: { "cache-control": `public, max-age=${CACHE_TIMES_SECONDS.airportList}` } },
  );
});
