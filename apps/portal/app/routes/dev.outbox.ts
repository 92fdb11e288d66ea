import { devEndpoints } from "@wayfare/domain";
import { portalConfig } from "../server/config.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/dev.outbox";

/**
 * GET /dev/outbox?recipient=…: the embedded service's dev outbox (the OTPs it "sent"), for
 * end-to-end tests. 404 unless WAYFARE_DEV_OUTBOX=1 — an explicit flag rather than NODE_ENV,
 * because the e2e suite runs the production build (docs/decisions/0008).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!portalConfig.devOutbox) throw new Response("Not Found", { status: 404 });
  const recipient = new URL(request.url).searchParams.get("recipient") || undefined;
  const answer = await serviceOf(context).callAnonymously(devEndpoints.devOutbox, { recipient });
  if (!answer.ok) return Response.json({ errors: answer.errors }, { status: answer.httpStatus });
  return Response.json(answer.payload, { headers: { "cache-control": "no-store" } });
}
