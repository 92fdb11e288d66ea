import { redirect } from "react-router";
import { serviceClient } from "../server/service.server";
import { clearToken, readToken } from "../server/session.server";
import type { Route } from "./+types/app.logout";

/** Where users go after logging out: configurable, default "/" (F§2). */
const LOGOUT_REDIRECT_PATH = process.env.LOGOUT_REDIRECT_PATH ?? "/";

export async function action({ request }: Route.ActionArgs) {
  const token = readToken(request);
  if (token) await (await serviceClient()).backend("logout", {}, { token });
  throw redirect(LOGOUT_REDIRECT_PATH, { headers: { "set-cookie": clearToken() } });
}

export function loader() {
  throw redirect("/");
}
