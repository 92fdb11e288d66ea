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
