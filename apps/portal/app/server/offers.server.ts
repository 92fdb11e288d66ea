import {
  CACHE_TIMES_SECONDS,
  type ConfigCache,
  NOTIFICATIONS_PATH,
  type NotificationsPayload,
  notificationsPayloadSchema,
  OFFERS_PATH,
  type OffersPayload,
  offersPayloadSchema,
} from "@wayfare/domain";
import type { z } from "zod";
import { configCache } from "./config-cache.server";
import { serviceClient } from "./service.server";

/** A GET of config every visitor shares (no token), through the config caches. */
async function cachedConfig<Schema extends z.ZodType>(
  cache: ConfigCache,
  maxAgeSeconds: number,
  path: string,
  schema: Schema,
): Promise<z.infer<Schema> | undefined> {
  return configCache.get(cache, maxAgeSeconds, async () => {
    const result = await (await serviceClient()).call("GET", path, undefined);
    const parsed = result.ok ? schema.safeParse(result.payload) : undefined;
    return parsed?.success ? parsed.data : undefined;
  });
}

export interface SearchPageNotices {
  offers: OffersPayload["offers"];
  notifications: NotificationsPayload["notifications"];
}

/** The search page's offers and notices (F§7); a service that cannot answer shows none. */
export async function searchPageNotices(): Promise<SearchPageNotices> {
  const [offers, notifications] = await Promise.all([
    cachedConfig("offers", CACHE_TIMES_SECONDS.offers, OFFERS_PATH, offersPayloadSchema),
    cachedConfig(
      "notifications",
      CACHE_TIMES_SECONDS.notificationNudge,
      NOTIFICATIONS_PATH,
      notificationsPayloadSchema,
    ),
  ]);
  return { offers: offers?.offers ?? [], notifications: notifications?.notifications ?? [] };
}
