import { CACHE_TIMES_SECONDS, endpoints, PROMOTION_ZONE_TYPES } from "@wayfare/domain";
import { forPublic } from "../http/handlers";
import { reply } from "../http/reply";
import { NOTIFICATIONS, OFFERS, promotionDocuments } from "./promotions";

/** GET /xms/v1/fetch-offers: cacheable as F§9 says (offers 31536000 s); ui_conf tells changes. */
export const offers = forPublic(endpoints.offers, async () =>
  reply(
    { offers: OFFERS },
    { headers: { "cache-control": `public, max-age=${CACHE_TIMES_SECONDS.offers}` } },
  ),
);

/** GET /xms/v1/fetch-notifications: the notices every user sees, newest first. */
export const notifications = forPublic(endpoints.notifications, async () => ({
  notifications: NOTIFICATIONS,
}));

/** POST /xms/v1/fetch-documents { promotionZoneTypes? }: promotion documents, all zones by default. */
export const documents = forPublic(endpoints.documents, async ({ promotionZoneTypes }) =>
  promotionDocuments([...new Set(promotionZoneTypes ?? PROMOTION_ZONE_TYPES)]),
);
