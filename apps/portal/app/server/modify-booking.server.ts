import {
  endpoints,
  type ModifyBookingPayRequest,
  modificationIdSchema,
  type WantedAddOn,
} from "@wayfare/domain";
import { data } from "react-router";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/** Seats, meals and baggage added to a ticketed booking (decision 0067), as the signed-in user. */

/** `?modificationId=MB…`; a link that is not one of ours explains itself. */
export function modificationIdFrom(request: Request): string {
  const parsed = modificationIdSchema.safeParse(
    new URL(request.url).searchParams.get("modificationId"),
  );
  if (!parsed.success) throw data({ message: "This link to a booking change is not valid." }, 400);
  return parsed.data;
}

export function quoteModification(
  service: ServiceGateway,
  bookingId: string,
  selections: WantedAddOn[],
) {
  return service.call(endpoints.modifyBookingQuote, { bookingId, selections });
}

export function modificationDetails(service: ServiceGateway, modificationId: string) {
  return service.call(endpoints.modifyBookingDetails, { modificationId });
}

export function payModification(service: ServiceGateway, body: ModifyBookingPayRequest) {
  return service.call(endpoints.modifyBookingPay, body);
}
