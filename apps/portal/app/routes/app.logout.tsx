import { endpoints } from "@wayfare/domain";
import { redirect } from "react-router";
import { portalConfig } from "../server/config.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/app.logout";

/** The service forgets the session, and so does the browser. */
export async function action({ context }: Route.ActionArgs) {
  const service = serviceOf(context);
  if ((await service.session()).kind !== "anonymous") await service.call(endpoints.logout, {});
  service.endSession();
  throw redirect(portalConfig.postLogoutPath);
}

export function loader() {
  throw redirect("/");
}
