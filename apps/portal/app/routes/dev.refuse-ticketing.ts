import { devEndpoints } from "@wayfare/domain";
import { portalConfig } from "../server/config.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/dev.refuse-ticketing";

/**
 * POST /dev/refuse-ticketing?bookingId=…&times=…: the embedded service's simulated airline
 * refuses the next `times` ticket issues of one booking, for end-to-end tests of retry
 * booking (decision 0062). 404 unless WAYFARE_DEV_OUTBOX=1, the portal's dev-endpoint flag
 * (docs/decisions/0008).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!portalConfig.devOutbox) throw new Response("Not Found", { status: 404 });
  const query = new URL(request.url).searchParams;
  const answer = await serviceOf(context).callAnonymously(devEndpoints.devRefuseTicketing, {
    bookingId: query.get("bookingId") ?? "",
    times: Number(query.get("times") ?? "1"),
  });
  if (!answer.ok) return Response.json({ errors: answer.errors }, { status: answer.httpStatus });
  return Response.json(answer.payload);
}
