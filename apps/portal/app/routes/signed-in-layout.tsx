import { data, Outlet, redirect } from "react-router";
import { SiteHeader } from "../components/site-header";
import { checkSession, sessionEnded } from "../server/session.server";
import { siteHeaderUser } from "../server/site-header.server";
import type { Route } from "./+types/signed-in-layout";

/** Every page under this layout needs a valid session; the token is rotated on each visit. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await checkSession(request);
  if (session.kind === "anonymous" || session.kind === "guest") throw redirect("/app/login");
  if (session.kind === "expired") throw sessionEnded();
  const user = await siteHeaderUser(request, session.user);
  return data({ user }, { headers: { "set-cookie": session.setCookie } });
}

export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SiteHeader user={loaderData.user} />
      <main className="mx-auto max-w-5xl px-4 py-8">
        <Outlet />
      </main>
    </>
  );
}
