import type { FeatureToggleSetting } from "@wayfare/domain";
import type { Database } from "../db/database";
import { featureToggles } from "../db/schema";

/**
 * Every answer's ui_conf carries the caller's toggles, so the settings (a few rows) are kept
 * in memory: dropped at once when this process sets one, re-read after KEEP_MS otherwise, so
 * another instance's change is seen within that time.
 */
const KEEP_MS = 5_000;
const kept = new WeakMap<object, { settings: Promise<FeatureToggleSetting[]>; until: number }>();

export function featureToggleSettings(db: Database): Promise<FeatureToggleSetting[]> {
  const now = Date.now();
  const cached = kept.get(db);
  if (cached && cached.until > now) return cached.settings;
  // A drizzle query runs again at every `then`: the promise its one run returns is kept.
  const settings = db
    .select({
      feature: featureToggles.feature,
      target: featureToggles.target,
      enabled: featureToggles.enabled,
    })
    .from(featureToggles)
    .then((rows) => rows);
  kept.set(db, { settings, until: now + KEEP_MS });
  // A failed read is not kept: the next answer tries again.
  settings.catch(() => kept.delete(db));
  return settings;
}

export function forgetFeatureToggleSettings(db: Database): void {
  kept.delete(db);
}
