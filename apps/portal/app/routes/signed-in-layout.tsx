import { Outlet, redirect } from "react-router";
import { SiteFrame } from "../components/site-frame";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { SESSION_ENDED_PATH } from "../server/session.server";
import { sessionWithChrome } from "../server/site-chrome.server";
import type { Route } from "./+types/signed-in-layout";

/** Every page under this layout needs a valid session; the token is rotated on each visit. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, chrome } = await sessionWithChrome(serviceOf(context), request);
  if (session.kind === "anonymous" || session.kind === "guest") throw redirect("/app/login");
  if (session.kind === "expired") throw redirect(SESSION_ENDED_PATH);
  return { chrome };
}

export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame chrome={loaderData.chrome}>
      <Outlet />
    </SiteFrame>
  );
}
