import { devEndpoints } from "@wayfare/domain";
import { portalConfig } from "../server/config.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/dev.arrive-booking";

/**
 * POST /dev/arrive-booking?bookingId=…&hoursAgo=…: the embedded service moves one booking's
 * flights so that the last landed `hoursAgo` hours ago, for end-to-end tests of baggage
 * protect claims (open from arrival for 96 hours). 404 unless WAYFARE_DEV_OUTBOX=1, the
 * portal's dev-endpoint flag (docs/decisions/0008).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!portalConfig.devOutbox) throw new Response("Not Found", { status: 404 });
  const query = new URL(request.url).searchParams;
  const answer = await serviceOf(context).callAnonymously(devEndpoints.devArriveBooking, {
    bookingId: query.get("bookingId") ?? "",
    hoursAgo: Number(query.get("hoursAgo") ?? "0"),
  });
  if (!answer.ok) return Response.json({ errors: answer.errors }, { status: answer.httpStatus });
  return Response.json(answer.payload);
}
