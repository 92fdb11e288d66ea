/**
 * A text a post carried, read from the submission's payload (what was posted, even when the
 * schema refused it): a hidden field the page needs to show its answer in the right place.
 */
export function payloadText(payload: Record<string, unknown>, name: string): string {
  const value = payload[name];
  return typeof value === "string" ? value : "";
}
