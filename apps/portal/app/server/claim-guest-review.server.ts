import { bookingIdSchema, endpoints } from "@wayfare/domain";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/**
 * After a login that started on a booking page: the guest token the visitor arrived with
 * proves the review was theirs, and the service hands it to the user who just signed in.
 * Whether it could be handed over.
 */
export async function claimGuestReview(service: ServiceGateway, next: string): Promise<boolean> {
  const bookingId = bookingIdSchema.safeParse(
    new URL(next, "http://portal.local").searchParams.get("bookingId"),
  );
  if (!bookingId.success) return true;
  const guestToken = service.arrivingGuestToken();
  if (!guestToken) return false;
  const claimed = await service.call(endpoints.claimReview, {
    bookingId: bookingId.data,
    guestToken,
  });
  return claimed.ok;
}
