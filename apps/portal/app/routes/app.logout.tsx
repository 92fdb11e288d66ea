import { redirect } from "react-router";
import { portalConfig } from "../server/config.server";
import { serviceClient } from "../server/service.server";
import { clearToken, readToken } from "../server/session.server";
import type { Route } from "./+types/app.logout";

export async function action({ request }: Route.ActionArgs) {
  const token = readToken(request);
  if (token) await (await serviceClient()).backend("logout", {}, { token });
  throw redirect(portalConfig.postLogoutPath, { headers: { "set-cookie": clearToken() } });
}

export function loader() {
  throw redirect("/");
}
