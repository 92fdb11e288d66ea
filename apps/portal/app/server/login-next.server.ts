import { bookingIdSchema, CLAIM_REVIEW_PATH, readTokenClaims } from "@wayfare/domain";
import { isLocalPath } from "./local-path.server";
import { serviceClient } from "./service.server";
import { readToken } from "./session.server";

/**
 * Logging in mid-flow keeps the booking (J§2 passenger details: guest or login). The login
 * page carries `next`, the page the visitor left: one of ours, and not an auth page.
 */
export function loginNextOf(request: Request): string | undefined {
  const next = new URL(request.url).searchParams.get("next");
  return isLocalPath(next) && !next.startsWith("/app/") ? next : undefined;
}

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
