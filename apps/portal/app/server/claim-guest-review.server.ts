import { bookingIdSchema, CLAIM_REVIEW_PATH, readTokenClaims } from "@wayfare/domain";
import { serviceClient } from "./service.server";
import { readToken } from "./session.server";

/**
 * After a login that started on a booking page: the visitor's guest token (still in the
 * cookie) proves the review was theirs, and the service hands it to the user. Whether it
 * could be handed over.
 */
export async function claimGuestReview(
  request: Request,
  userToken: string,
  next: string,
): Promise<boolean> {
  const bookingId = bookingIdSchema.safeParse(
    new URL(next, "http://portal.local").searchParams.get("bookingId"),
  );
  const guestToken = readToken(request);
  if (!bookingId.success) return true;
  if (!guestToken || readTokenClaims(guestToken)?.subject.role !== "GUEST") return false;
  const client = await serviceClient();
  const claimed = await client.call(
    "POST",
    CLAIM_REVIEW_PATH,
    { bookingId: bookingId.data, guestToken },
    { token: userToken },
  );
  return claimed.ok;
}
