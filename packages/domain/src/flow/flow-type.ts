/**
 * Flow type from the URL (F§2, J§2): REISSUE, IMPORT, RESCHEDULE, MODIFYBOOKING, otherwise
 * PREBOOKING. Post-booking modes: reissue, reschedule, modifybooking.
 *
 * Decision (the spec does not say where in the URL): the `flowType` query parameter wins;
 * otherwise a path segment naming a flow (e.g. /flight/modifyBooking/). Both are read
 * case-insensitively.
 */
export const FLOW_TYPES = [
  "PREBOOKING",
  "REISSUE",
  "IMPORT",
  "RESCHEDULE",
  "MODIFYBOOKING",
] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

export const FLOW_TYPE_PARAM = "flowType";

export const POST_BOOKING_MODES = ["reissue", "reschedule", "modifybooking"] as const;
export type PostBookingMode = (typeof POST_BOOKING_MODES)[number];

function asFlowType(value: string | null | undefined): FlowType | undefined {
  const upper = value?.trim().toUpperCase();
  return FLOW_TYPES.find((type) => type !== "PREBOOKING" && type === upper);
}

export function flowTypeFromUrl(url: string | URL): FlowType {
  const parsed = new URL(url, "http://localhost");
  const fromQuery = asFlowType(parsed.searchParams.get(FLOW_TYPE_PARAM));
  if (fromQuery) return fromQuery;
  for (const segment of parsed.pathname.split("/")) {
    const fromPath = asFlowType(segment);
    if (fromPath) return fromPath;
  }
  return "PREBOOKING";
}

export function postBookingMode(flowType: FlowType): PostBookingMode | null {
  return POST_BOOKING_MODES.find((mode) => mode === flowType.toLowerCase()) ?? null;
}

export function isPostBookingFlow(flowType: FlowType): boolean {
  return postBookingMode(flowType) !== null;
}
