import { redirect } from "react-router";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { isLocalPath } from "../server/local-path.server";
import type { Route } from "./+types/app.global-error";

/** 'Dismiss' on the persisted global error (F§8): it goes, and the page comes back. */
export async function action({ request, context }: Route.ActionArgs) {
  serviceOf(context).dismissPersistedError();
  const next = (await request.formData()).get("next");
  throw redirect(typeof next === "string" && isLocalPath(next) ? next : "/");
}

export function loader() {
  throw redirect("/");
}
