import { CACHE_TIMES_SECONDS } from "@wayfare/domain";
import { success } from "../http/envelope";
import { AIRPORTS } from "./airports";

/** GET /xms/v1/airport/: the airports the network serves, cacheable for 86400 s (F§9). */
export function airportList(): Response {
  return success(
    { airports: AIRPORTS },
    {},
    { "cache-control": `public, max-age=${CACHE_TIMES_SECONDS.airportList}` },
  );
}
