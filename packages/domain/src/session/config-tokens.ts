import { z } from "zod";

/**
 * Config refresh of foundations.md §4 and §7. The ui_conf response header carries the
 * config tokens for flight, offers/notifications and translator; when a token differs from
 * the stored one, its caches are cleared and refetched, and a flag prevents simultaneous
 * refreshes.
 *
 * Decisions: the header is a JSON object `{ flight, offers, translator }` (the spec does not
 * show its format); promotion documents belong to the offers token, with offers and
 * notifications. A token the server did not send changes nothing; a token sent when none
 * is stored counts as changed.
 *
 * The header also carries the caller's feature toggles (decision 0083): per feature that is
 * on for the caller, `[userId]` or `["All"]`, as `featureTogglesFor` resolves them.
 */
export const configTokensSchema = z.object({
  flight: z.string().optional(),
  offers: z.string().optional(),
  translator: z.string().optional(),
  features: z.record(z.string(), z.array(z.string())).optional(),
});

export type ConfigTokens = z.infer<typeof configTokensSchema>;
export type ConfigTokenName = Exclude<keyof ConfigTokens, "features">;

export const CACHES_BY_CONFIG_TOKEN = {
  flight: ["flightConfig"],
  offers: ["offers", "notifications", "promotionDocuments"],
  translator: ["translations"],
} as const satisfies Record<ConfigTokenName, readonly string[]>;

export type ConfigCache = (typeof CACHES_BY_CONFIG_TOKEN)[ConfigTokenName][number];

/** Reads the ui_conf header; a missing or malformed header carries no tokens. */
export function parseConfigTokensHeader(value: string | null | undefined): ConfigTokens {
  if (!value) return {};
  try {
    const parsed = configTokensSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function changedConfigTokens(
  stored: ConfigTokens,
  received: ConfigTokens,
): ConfigTokenName[] {
  return (Object.keys(CACHES_BY_CONFIG_TOKEN) as ConfigTokenName[]).filter(
    (name) => received[name] !== undefined && received[name] !== stored[name],
  );
}

/** The caches to clear and refetch; none while a refresh is already running. */
export function cachesToRefresh(
  stored: ConfigTokens,
  received: ConfigTokens,
  refreshInProgress = false,
): ConfigCache[] {
  if (refreshInProgress) return [];
  return changedConfigTokens(stored, received).flatMap((name) => [...CACHES_BY_CONFIG_TOKEN[name]]);
}
