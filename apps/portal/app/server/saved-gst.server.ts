import { endpoints, gstFormValuesFromSaved } from "@wayfare/domain";
import { SAVED_GST_FIELD, USE_SAVED_GST_INTENT } from "@wayfare/forms";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/** The signed-in user's saved GST details, newest first; none when the call fails. */
export async function savedGstFor(service: ServiceGateway) {
  const answer = await service.call(endpoints.savedGst, {});
  return answer.ok ? answer.payload.gstDetails : [];
}

/**
 * What the passenger form shows after the GST history picker's button (the no-JavaScript
 * way): everything as posted, the GST section replaced by the chosen saved details (as
 * posted when the choice is not among them).
 */
export async function valuesWithSavedGst(service: ServiceGateway, posted: Record<string, unknown>) {
  const { [USE_SAVED_GST_INTENT.name]: _intent, ...values } = posted;
  const chosen = values[SAVED_GST_FIELD];
  const gst = gstFormValuesFromSaved(
    await savedGstFor(service),
    typeof chosen === "string" ? chosen : undefined,
  );
  return gst ? { ...values, gst } : values;
}
