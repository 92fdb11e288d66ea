import { catalogueError, FORBIDDEN_LOGOUT_DELAY_MS } from "@wayfare/domain";
import { Alert, MAIN_CONTENT_ID } from "@wayfare/ui";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { NoScriptRefresh } from "../components/no-script-refresh";
import { pageTitle } from "../page-title";
import { portalConfig } from "../server/config.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/app.session-ended";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Session ended") },
];

/** Where a 403 lands (F§4): the session is already cleared; 2 s later, the post-logout path. */
export function loader({ context }: Route.LoaderArgs) {
  serviceOf(context).endSession();
  return { next: portalConfig.postLogoutPath };
}

export default function SessionEnded({ loaderData }: Route.ComponentProps) {
  const { next } = loaderData;
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(next, { replace: true }), FORBIDDEN_LOGOUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, next]);
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto max-w-xl px-4 py-16 outline-none">
      <h1 className="text-2xl font-semibold">Your session has ended</h1>
      <Alert tone="error" className="mt-4">
        {catalogueError("403").message}
      </Alert>
      <p className="mt-4">
        You are being signed out.{" "}
        <Link to={next} className="font-semibold text-link underline">
          Continue
        </Link>
      </p>
      <NoScriptRefresh seconds={FORBIDDEN_LOGOUT_DELAY_MS / 1000} url={next} />
    </main>
  );
}
