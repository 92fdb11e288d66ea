import { landingPathFor } from "@wayfare/domain";
import { redirect } from "react-router";
import { checkSession } from "../server/session.server";
import type { Route } from "./+types/home";

/** The front door: signed-in users go to their landing page, everyone else to login. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await checkSession(request);
  if (session.kind === "signed-in") {
    const { role, additionalInfo } = session.user;
    throw redirect(landingPathFor(role, additionalInfo.aps), {
      headers: { "set-cookie": session.setCookie },
    });
  }
  const headers: HeadersInit =
    session.kind === "expired" ? { "set-cookie": session.setCookie } : {};
  throw redirect("/app/login", { headers });
}
