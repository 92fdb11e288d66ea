import { portalConfig } from "../server/config.server";
import { serviceClient } from "../server/service.server";
import type { Route } from "./+types/dev.expire-booking";

/**
 * POST /dev/expire-booking?bookingId=…: the embedded service's dev clock for one unpaid
 * booking (its pay-by time a minute ago) or unbooked review (its expiry), for end-to-end
 * tests of a lapsed hold or an ended session. 404 unless
 * WAYFARE_DEV_OUTBOX=1, the portal's dev-endpoint flag (docs/decisions/0008).
 */
export async function action({ request }: Route.ActionArgs) {
  if (!portalConfig.devOutbox) throw new Response("Not Found", { status: 404 });
  const bookingId = new URL(request.url).searchParams.get("bookingId") ?? "";
  const path = `/xms/v1/dev/expire-booking?${new URLSearchParams({ bookingId })}`;
  const result = await (await serviceClient()).call("POST", path, null);
  if (!result.ok) return Response.json({ errors: result.errors }, { status: result.httpStatus });
  return Response.json(result.payload);
}
