import { data, Outlet, redirect, type ShouldRevalidateFunction } from "react-router";
import { SiteFrame } from "../components/site-frame";
import { isResultsViewChange } from "../results/view-change";
import { checkSession, sessionStartPath } from "../server/session.server";
import { siteChrome } from "../server/site-chrome.server";
import type { Route } from "./+types/public-layout";

/**
 * The booking journey, which a B2C guest may use too: the header shows who is signed in, or
 * a Login link. A B2C visitor without a token is given a guest token first; on a B2B portal
 * every page needs a session, as under the signed-in layout.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  !isResultsViewChange(args) && args.defaultShouldRevalidate;

export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await checkSession(request);
  if (session.kind === "signed-in") {
    const chrome = await siteChrome(request, session.user);
    return data({ chrome }, { headers: { "set-cookie": session.setCookie } });
  }
  if (session.kind === "guest") {
    const chrome = await siteChrome(request, null);
    return data({ chrome }, { headers: { "set-cookie": session.setCookie } });
  }
  const headers: HeadersInit =
    session.kind === "expired" ? { "set-cookie": session.setCookie } : {};
  throw redirect(sessionStartPath(url), { headers });
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame chrome={loaderData.chrome}>
      <Outlet />
    </SiteFrame>
  );
}
