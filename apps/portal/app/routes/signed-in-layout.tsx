import { data, Outlet, redirect } from "react-router";
import { SiteFrame } from "../components/site-frame";
import { checkSession, sessionEnded } from "../server/session.server";
import { siteChrome } from "../server/site-chrome.server";
import type { Route } from "./+types/signed-in-layout";

/** Every page under this layout needs a valid session; the token is rotated on each visit. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await checkSession(request);
  if (session.kind === "anonymous" || session.kind === "guest") throw redirect("/app/login");
  if (session.kind === "expired") throw sessionEnded();
  const chrome = await siteChrome(request, session.user);
  return data({ chrome }, { headers: { "set-cookie": session.setCookie } });
}

export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame chrome={loaderData.chrome}>
      <Outlet />
    </SiteFrame>
  );
}
