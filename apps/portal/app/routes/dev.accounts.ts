import { devEndpoints } from "@wayfare/domain";
import { portalConfig } from "../server/config.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/dev.accounts";

/**
 * POST /dev/accounts (a form: like, partnerId?, linkedTo?): a new account shaped like a demo account, made by
 * the embedded service, so each end-to-end test owns its accounts and wallets
 * (docs/decisions/0032). 404 unless WAYFARE_DEV_OUTBOX=1 (docs/decisions/0008).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!portalConfig.devOutbox) throw new Response("Not Found", { status: 404 });
  const form = await request.formData();
  const field = (name: string) => form.get(name)?.toString();
  const data = {
    like: field("like") ?? "",
    partnerId: field("partnerId"),
    linkedTo: field("linkedTo"),
  };
  const answer = await serviceOf(context).callAnonymously(devEndpoints.devAccounts, data);
  if (!answer.ok) return Response.json({ errors: answer.errors }, { status: answer.httpStatus });
  return Response.json(answer.payload, { headers: { "cache-control": "no-store" } });
}
