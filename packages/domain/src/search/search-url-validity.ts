/**
 * Search URL validity of F§5: from and to are 3 characters and dep is present; PREBOOKING
 * needs pClass; REISSUE needs a bookingId with irtara, or otherwise a bookingId and a
 * tripType that is not 1 or 2. Other flow types need only the first check.
 * "irtara" is read as present when the parameter has any non-blank value. RESCHEDULE, the
 * other post-booking search (decision 0069), takes the rule's "otherwise": a bookingId and a
 * tripType that is not 1 or 2.
 */
import type { FlowType } from "../flow/flow-type";

function present(params: URLSearchParams, name: string): boolean {
  return (params.get(name) ?? "").trim() !== "";
}

export function isSearchUrlValid(params: URLSearchParams, flowType: FlowType): boolean {
  const routeOk =
    (params.get("from") ?? "").length === 3 &&
    (params.get("to") ?? "").length === 3 &&
    present(params, "dep");
  if (!routeOk) return false;
  if (flowType === "PREBOOKING") return present(params, "pClass");
  if (flowType === "REISSUE" || flowType === "RESCHEDULE") {
    if (!present(params, "bookingId")) return false;
    const tripType = (params.get("tripType") ?? "").trim();
    const oneWay = tripType !== "1" && tripType !== "2";
    return oneWay || (flowType === "REISSUE" && present(params, "irtara"));
  }
  return true;
}
