import {
  CACHE_TIMES_SECONDS,
  type ConfigCache,
  type Endpoint,
  type EndpointAnswer,
  type EndpointRequest,
  endpoints,
  type NotificationsPayload,
  type OffersPayload,
} from "@wayfare/domain";
import { configCache } from "./config-cache.server";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/** A GET of config every visitor shares (no token), through the config caches. */
async function cachedConfig<E extends Endpoint>(
  service: ServiceGateway,
  cache: ConfigCache,
  maxAgeSeconds: number,
  endpoint: E,
): Promise<EndpointAnswer<E> | undefined> {
  return configCache.get(cache, maxAgeSeconds, async () => {
    const answer = await service.callAnonymously(endpoint, {} as EndpointRequest<E>);
    return answer.ok ? answer.payload : undefined;
  });
}

export interface SearchPageNotices {
  offers: OffersPayload["offers"];
  notifications: NotificationsPayload["notifications"];
}

/** The search page's offers and notices (F§7); a service that cannot answer shows none. */
export async function searchPageNotices(service: ServiceGateway): Promise<SearchPageNotices> {
  const [offers, notifications] = await Promise.all([
    cachedConfig(service, "offers", CACHE_TIMES_SECONDS.offers, endpoints.offers),
    cachedConfig(
      service,
      "notifications",
      CACHE_TIMES_SECONDS.notificationNudge,
      endpoints.notifications,
    ),
  ]);
  return { offers: offers?.offers ?? [], notifications: notifications?.notifications ?? [] };
}
