import { landingPathFor } from "@wayfare/domain";
import { redirect } from "react-router";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { sessionStartPath } from "../server/session.server";
import type { Route } from "./+types/home";

const SEARCH_PATH = "/flight";

/**
 * The front door: signed-in users go to their landing page, a guest to the flight search;
 * anyone else starts a session the portal's way (F§4): a consumer portal gives a guest
 * session and lands on the search, a B2B portal asks to log in.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const session = await serviceOf(context).session();
  if (session.kind === "signed-in") {
    const { role, additionalInfo } = session.user;
    throw redirect(landingPathFor(role, additionalInfo.aps));
  }
  if (session.kind === "guest") throw redirect(SEARCH_PATH);
  throw redirect(sessionStartPath(new URL(SEARCH_PATH, url)));
}
