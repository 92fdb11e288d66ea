import { paymentPath } from "@wayfare/domain";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/**
 * The payment page of a booking for this caller: V1, V2 or V3 as its feature toggles say
 * (F§2, F§6, decision 0083). The portal's routes have no trailing slash.
 */
export function paymentPageOf(service: ServiceGateway, bookingId: string): string {
  const path = paymentPath({
    userId: service.tokenClaims()?.subject.userId,
    toggles: service.featureToggles(),
  });
  return `${path.replace(/\/$/, "")}?bookingId=${bookingId}`;
}
