import { parseWithZod } from "@conform-to/zod/v4";
import { endpoints } from "@wayfare/domain";
import { coachTourFormSchema } from "@wayfare/forms";
import { data, redirect } from "react-router";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { isLocalPath } from "../server/local-path.server";
import type { Route } from "./+types/coach-tour";

/**
 * Closing the coach tour (J§2): the service remembers it for the user (F§7's coach-screen
 * call). A form post without JavaScript comes back to `next`; the tour's fetcher stays put.
 * Anything but the tour's own close is refused and remembers nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: coachTourFormSchema });
  if (submission.status !== "success") return data(null, 400);
  await serviceOf(context).call(endpoints.coachScreenUpdate, { screen: "FLIGHT_SEARCH" });
  const { next } = submission.value;
  throw redirect(next && isLocalPath(next) ? next : "/flight");
}

export function loader() {
  throw redirect("/flight");
}
