import {
  AMENDMENT_REQUEST_PATH,
  type AmendmentRequestRequest,
  amendmentRequestPayloadSchema,
} from "@wayfare/domain";
import { callAsUser } from "./booking.server";

export function raiseAmendmentRequest(request: Request, body: AmendmentRequestRequest) {
  return callAsUser(request, AMENDMENT_REQUEST_PATH, body, amendmentRequestPayloadSchema);
}
