import { CACHE_TIMES_SECONDS, documentsRequestSchema, PROMOTION_ZONE_TYPES } from "@wayfare/domain";
import { success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { NOTIFICATIONS, OFFERS, promotionDocuments } from "./promotions";

/** GET /xms/v1/fetch-offers: cacheable as F§9 says (offers 31536000 s); ui_conf tells changes. */
export function offersEndpoint(): Response {
  return success(
    { offers: OFFERS },
    {},
    { "cache-control": `public, max-age=${CACHE_TIMES_SECONDS.offers}` },
  );
}

/** GET /xms/v1/fetch-notifications: the notices every user sees, newest first. */
export function notificationsEndpoint(): Response {
  return success({ notifications: NOTIFICATIONS });
}

/** POST /xms/v1/fetch-documents { promotionZoneTypes? }: promotion documents, all zones by default. */
export async function documentsEndpoint(request: Request): Promise<Response> {
  const parsed = parseOrFail(documentsRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  const zones = parsed.value.data.promotionZoneTypes ?? PROMOTION_ZONE_TYPES;
  return success(promotionDocuments([...new Set(zones)]));
}
