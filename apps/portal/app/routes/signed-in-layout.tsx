import { Button } from "@wayfare/ui";
import { data, Form, Outlet, redirect } from "react-router";
import { checkSession } from "../server/session.server";
import type { Route } from "./+types/signed-in-layout";

/** Every page under this layout needs a valid session; the token is rotated on each visit. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await checkSession(request);
  if (session.kind === "anonymous") throw redirect("/app/login");
  if (session.kind === "expired") {
    throw redirect("/app/login", { headers: { "set-cookie": session.setCookie } });
  }
  const { name, role, email } = session.user;
  return data({ user: { name, role, email } }, { headers: { "set-cookie": session.setCookie } });
}

export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  return (
    <>
      <header className="border-b border-subtle bg-surface">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <a href="/" className="text-lg font-semibold">
            Wayfare
          </a>
          <div className="flex items-center gap-3">
            <p className="text-sm">
              Signed in as <strong>{user.name}</strong>{" "}
              <span className="text-fg-muted">({user.role})</span>
            </p>
            <Form method="post" action="/app/logout">
              <Button type="submit" variant="secondary" size="sm">
                Logout
              </Button>
            </Form>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8">
        <Outlet />
      </main>
    </>
  );
}
