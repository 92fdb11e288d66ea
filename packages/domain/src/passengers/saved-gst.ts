import type { GstDetails } from "./gst";

/**
 * GST billing details a signed-in user kept for later bookings (J§2 'history picker,
 * save-GST option'). Decisions where the spec is silent:
 * - One entry per GST number (read upper-case, trimmed): saving the same number again
 *   replaces its details and makes it the newest.
 * - At most MAX_SAVED_GST_DETAILS per user, newest first; saving one more forgets the oldest.
 * - Only a booking with a GST number saves anything, and only for a signed-in user (a guest
 *   has no account to keep them in).
 */
export const MAX_SAVED_GST_DETAILS = 10;

/** The GST section's fields, in form order. */
export const GST_DETAIL_FIELDS = [
  "gstNumber",
  "registeredName",
  "billingCompanyName",
  "registeredEmail",
  "mobile",
  "address",
  "city",
  "postalCode",
  "country",
  "accountCode",
] as const satisfies readonly (keyof GstDetails)[];

/** The one key a user's saved GST details are kept under. */
export function savedGstKey(gstNumber: string): string {
  return gstNumber.trim().toUpperCase();
}

/** What a booking keeps for its user: the GST details when asked to and a number is given. */
export function gstDetailsToSave(
  gst: GstDetails | undefined,
  save: boolean | undefined,
): (GstDetails & { gstNumber: string }) | undefined {
  if (!save || !gst?.gstNumber?.trim()) return undefined;
  return { ...gst, gstNumber: savedGstKey(gst.gstNumber) };
}

/**
 * The saved details of `gstNumber` among `saved`, as the GST section's form values (every
 * field, an absent one empty, so choosing them replaces all that was typed).
 */
export function gstFormValuesFromSaved<Saved extends Partial<Record<keyof GstDetails, string>>>(
  saved: readonly Saved[],
  gstNumber: string | undefined,
): Record<keyof GstDetails, string> | undefined {
  if (!gstNumber) return undefined;
  const found = saved.find(
    (entry) => entry.gstNumber && savedGstKey(entry.gstNumber) === savedGstKey(gstNumber),
  );
  if (!found) return undefined;
  return Object.fromEntries(
    GST_DETAIL_FIELDS.map((field) => [field, found[field] ?? ""]),
  ) as Record<keyof GstDetails, string>;
}
