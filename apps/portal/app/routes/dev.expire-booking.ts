import { devEndpoints } from "@wayfare/domain";
import { portalConfig } from "../server/config.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/dev.expire-booking";

/**
 * POST /dev/expire-booking?bookingId=…: the embedded service's dev clock for one unpaid
 * booking (its pay-by time a minute ago) or unbooked review (its expiry), for end-to-end
 * tests of a lapsed hold or an ended session. 404 unless
 * WAYFARE_DEV_OUTBOX=1, the portal's dev-endpoint flag (docs/decisions/0008).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!portalConfig.devOutbox) throw new Response("Not Found", { status: 404 });
  const bookingId = new URL(request.url).searchParams.get("bookingId") ?? "";
  const answer = await serviceOf(context).callAnonymously(devEndpoints.devExpireBooking, {
    bookingId,
  });
  if (!answer.ok) return Response.json({ errors: answer.errors }, { status: answer.httpStatus });
  return Response.json(answer.payload);
}
