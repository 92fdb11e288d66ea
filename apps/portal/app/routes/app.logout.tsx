import { endpoints } from "@wayfare/domain";
import { redirect } from "react-router";
import { portalConfig } from "../server/config.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/app.logout";

/** The service forgets a session it still holds, and the browser forgets the cookie. */
export async function action({ context }: Route.ActionArgs) {
  const service = serviceOf(context);
  const { kind } = await service.session();
  if (kind === "signed-in" || kind === "guest") await service.call(endpoints.logout, {});
  service.endSession();
  throw redirect(portalConfig.postLogoutPath);
}

export function loader() {
  throw redirect("/");
}
