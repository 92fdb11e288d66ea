import { portalConfig } from "../server/config.server";
import { serviceClient } from "../server/service.server";
import type { Route } from "./+types/dev.accounts";

/**
 * POST /dev/accounts (a form: like, partnerId?): a new account shaped like a demo account, made by
 * the embedded service, so each end-to-end test owns its accounts and wallets
 * (docs/decisions/0032). 404 unless WAYFARE_DEV_OUTBOX=1 (docs/decisions/0008).
 */
export async function action({ request }: Route.ActionArgs) {
  if (!portalConfig.devOutbox) throw new Response("Not Found", { status: 404 });
  const form = await request.formData();
  const body = { like: form.get("like"), partnerId: form.get("partnerId") ?? undefined };
  const result = await (await serviceClient()).call("POST", "/xms/v1/dev/accounts", body);
  if (!result.ok) return Response.json({ errors: result.errors }, { status: result.httpStatus });
  return Response.json(result.payload, { headers: { "cache-control": "no-store" } });
}
