import { Outlet, redirect, type ShouldRevalidateFunction } from "react-router";
import { SiteFrame } from "../components/site-frame";
import { isResultsViewChange } from "../results/view-change";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { sessionStartPath } from "../server/session.server";
import { sessionWithChrome } from "../server/site-chrome.server";
import type { Route } from "./+types/public-layout";

/**
 * The booking journey, which a B2C guest may use too: the header shows who is signed in, or
 * a Login link. A B2C visitor without a token is given a guest token first; on a B2B portal
 * every page needs a session, as under the signed-in layout.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  !isResultsViewChange(args) && args.defaultShouldRevalidate;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { session, chrome } = await sessionWithChrome(serviceOf(context), request);
  if (session.kind === "signed-in" || session.kind === "guest") return { chrome };
  throw redirect(sessionStartPath(url));
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame chrome={loaderData.chrome}>
      <Outlet />
    </SiteFrame>
  );
}
