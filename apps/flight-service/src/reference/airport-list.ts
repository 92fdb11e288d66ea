import { CACHE_TIMES_SECONDS, endpoints } from "@wayfare/domain";
import { forPublic } from "../http/handlers";
import { reply } from "../http/reply";
import { AIRPORTS } from "./airports";

/** GET /xms/v1/airport/: the airports the network serves, cacheable for 86400 s (F§9). */
export const airportList = forPublic(endpoints.airportList, async () =>
  reply(
    { airports: [...AIRPORTS] },
    { headers: { "cache-control": `public, max-age=${CACHE_TIMES_SECONDS.airportList}` } },
  ),
);
