/**
 * Feature toggles of foundations.md §6: a toggle lists user ids, or holds the value `All`.
 * A toggle may arrive as a list or as one comma-separated string; a missing toggle is off.
 */
export const FEATURE_TOGGLE_ALL = "All";

export type FeatureToggle = readonly string[] | string | undefined;

function toggleEntries(toggle: FeatureToggle): string[] {
  const entries = typeof toggle === "string" ? toggle.split(",") : (toggle ?? []);
  return entries.map((entry) => entry.trim()).filter((entry) => entry.length > 0);
}

export function isFeatureEnabled(toggle: FeatureToggle, userId: string | undefined): boolean {
  const entries = toggleEntries(toggle);
  if (entries.includes(FEATURE_TOGGLE_ALL)) return true;
  return userId !== undefined && userId !== "" && entries.includes(userId);
}

/**
 * The features an admin toggles (F§6 names "payment V2 and V3, and others"; no other is
 * named, so these two are all there are until one is).
 */
export const FEATURES = ["paymentV2", "paymentV3"] as const;
export type Feature = (typeof FEATURES)[number];

export const FEATURE_LABELS: Record<Feature, string> = {
  paymentV2: "Payment page V2",
  paymentV3: "Payment page V3",
};

/** One toggle as an admin sets it: a feature on or off for one user id, or for All. */
export interface FeatureToggleSetting {
  feature: string;
  target: string;
  enabled: boolean;
}

/**
 * The toggles as one user's portal reads them (the ui_conf header, decision 0083): per
 * feature, the user's own setting wins over the All setting, so an admin can turn a feature
 * off for one user while it is on for All. A feature is on as `[userId]` or `["All"]` (what
 * `isFeatureEnabled` reads) and absent when off, so no other user's id is ever sent.
 */
export function featureTogglesFor(
  settings: readonly FeatureToggleSetting[],
  userId: string | undefined,
): Record<string, string[]> {
  const toggles: Record<string, string[]> = {};
  for (const feature of new Set(settings.map((setting) => setting.feature))) {
    const own = settings.find((s) => s.feature === feature && userId && s.target === userId);
    const all = settings.find((s) => s.feature === feature && s.target === FEATURE_TOGGLE_ALL);
    if (own?.enabled && userId) toggles[feature] = [userId];
    else if (!own && all?.enabled) toggles[feature] = [FEATURE_TOGGLE_ALL];
  }
  return toggles;
}

/** Who sets feature toggles: admins only (F§6, issue 22). */
export function mayManageFeatureToggles(role: string): boolean {
  return role === "ADMIN";
}
