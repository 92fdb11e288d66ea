import type { Route } from "./+types/manage-user";

export const meta: Route.MetaFunction = () => [{ title: "Manage users · Wayfare" }];

export default function ManageUserLanding() {
  return (
    <>
      <h1 className="text-2xl font-semibold">Manage users</h1>
      <p className="mt-2 text-fg-muted">
        The dashboard of administrators, accounts, distributors, sales, supplier administrators,
        corporate accounts and white-label partners.
      </p>
    </>
  );
}
