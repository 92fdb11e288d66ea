import { endpoints } from "@wayfare/domain";
import { redirect } from "react-router";
import { portalConfig } from "../server/config.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { isLocalPath } from "../server/local-path.server";
import type { Route } from "./+types/app.guest-session";

/**
 * B2C visitors without a valid token get a guest token (F§2, F§4) from the service's
 * default-token call, in the same HttpOnly cookie as a signed-in user's, and go back to the
 * page they asked for. A B2B portal has no guests: log in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (portalConfig.clientMode !== "B2C") throw redirect("/app/login");
  const asked = new URL(request.url).searchParams.get("next");
  const next = isLocalPath(asked) ? asked : "/flight";
  const service = serviceOf(context);
  const answer = await service.callAnonymously(endpoints.defaultToken, {});
  if (!answer.ok || !service.tokenClaims()) {
    throw new Response(answer.ok ? "" : (answer.errors[0]?.message ?? ""), { status: 502 });
  }
  throw redirect(next);
}
