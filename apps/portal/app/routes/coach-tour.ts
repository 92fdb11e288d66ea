import { endpoints } from "@wayfare/domain";
import { redirect } from "react-router";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { isLocalPath } from "../server/local-path.server";
import type { Route } from "./+types/coach-tour";

/**
 * Closing the coach tour (J§2): the service remembers it for the user (F§7's coach-screen
 * call). A form post without JavaScript comes back to `next`; the tour's fetcher stays put.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await serviceOf(context).call(endpoints.coachScreenUpdate, { screen: "FLIGHT_SEARCH" });
  const next = (await request.formData()).get("next");
  throw redirect(typeof next === "string" && isLocalPath(next) ? next : "/flight");
}

export function loader() {
  throw redirect("/flight");
}
