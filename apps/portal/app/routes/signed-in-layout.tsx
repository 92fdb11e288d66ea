import { Outlet, redirect } from "react-router";
import { SiteFrame } from "../components/site-frame";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { SESSION_ENDED_PATH } from "../server/session.server";
import { siteChrome } from "../server/site-chrome.server";
import type { Route } from "./+types/signed-in-layout";

/** Every page under this layout needs a valid session; the token is rotated on each visit. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const session = await service.session();
  if (session.kind === "anonymous" || session.kind === "guest") throw redirect("/app/login");
  if (session.kind === "expired") throw redirect(SESSION_ENDED_PATH);
  return { chrome: await siteChrome(service, request, session.user) };
}

export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame chrome={loaderData.chrome}>
      <Outlet />
    </SiteFrame>
  );
}
