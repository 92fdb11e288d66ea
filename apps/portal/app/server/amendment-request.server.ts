import { type AmendmentRequestRequest, endpoints } from "@wayfare/domain";
import type { ServiceGateway } from "./gateway/service-gateway.server";

export function raiseAmendmentRequest(service: ServiceGateway, body: AmendmentRequestRequest) {
  return service.call(endpoints.amendmentRequest, body);
}
