import { createHash } from "node:crypto";
import { type ConfigTokens, featureTogglesFor, RESPONSE_HEADERS } from "@wayfare/domain";
import type { MiddlewareHandler } from "hono";
import type { Database } from "../db/database";
import { featureToggleSettings } from "../feature-toggles/toggle-settings";
import { callerOf } from "../http/authenticate";
import { FLIGHT_CONFIG } from "./flight-config";
import { NOTIFICATIONS, OFFERS, PROMO_RULES } from "./promotions";

function digest(content: unknown): string {
  return createHash("sha256").update(JSON.stringify(content)).digest("hex").slice(0, 16);
}

/**
 * The ui_conf tokens (F§4, F§7; format decided in the domain's config-tokens): a digest
 * of each config's content, so a token changes exactly when its content does. There are
 * no translations yet: the translator token is the digest of an empty set.
 */
export function configTokens(): Required<Omit<ConfigTokens, "features">> {
  return {
    flight: digest(FLIGHT_CONFIG),
    offers: digest({ OFFERS, NOTIFICATIONS, PROMO_RULES }),
    translator: digest({}),
  };
}

/**
 * Puts the ui_conf header on every envelope (JSON) answer, with the feature toggles of the
 * caller whose live session the endpoint read (decision 0083).
 */
export function configTokensHeader(
  db: Database,
  tokens: ConfigTokens = configTokens(),
): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.get("content-type")?.startsWith("application/json")) return;
    const features = featureTogglesFor(await featureToggleSettings(db), callerOf(c.req.raw));
    c.res.headers.set(RESPONSE_HEADERS.configTokens, JSON.stringify({ ...tokens, features }));
  };
}
