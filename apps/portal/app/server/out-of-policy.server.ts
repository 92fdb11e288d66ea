import { corporateOutOfPolicyRequestSchema } from "@wayfare/domain";

/**
 * The report's `?from&to&travellerId&reason&sort&direction&page` as the service's request;
 * empty fields are no filter. Null for a link the schema refuses.
 */
export function outOfPolicyAsked(url: URL) {
  const asked: Record<string, unknown> = Object.fromEntries(
    [...url.searchParams].filter(([, value]) => value !== ""),
  );
  if (asked.page !== undefined) asked.page = Number(asked.page);
  const parsed = corporateOutOfPolicyRequestSchema.shape.data.safeParse(asked);
  return parsed.success ? parsed.data : null;
}
