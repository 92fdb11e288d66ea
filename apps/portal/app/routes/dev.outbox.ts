import { portalConfig } from "../server/config.server";
import { serviceClient } from "../server/service.server";
import type { Route } from "./+types/dev.outbox";

/**
 * GET /dev/outbox?recipient=…: the embedded service's dev outbox (the OTPs it "sent"), for
 * end-to-end tests. 404 unless WAYFARE_DEV_OUTBOX=1 — an explicit flag rather than NODE_ENV,
 * because the e2e suite runs the production build (docs/decisions/0008).
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (!portalConfig.devOutbox) throw new Response("Not Found", { status: 404 });
  const recipient = new URL(request.url).searchParams.get("recipient") ?? "";
  const query = recipient ? `?${new URLSearchParams({ recipient })}` : "";
  const result = await (await serviceClient()).call("GET", `/xms/v1/dev/outbox${query}`, null);
  if (!result.ok) return Response.json({ errors: result.errors }, { status: result.httpStatus });
  return Response.json(result.payload, { headers: { "cache-control": "no-store" } });
}
