import type { Route } from "./+types/manage-carts";

export const meta: Route.MetaFunction = () => [{ title: "Manage carts · Wayfare" }];

export default function ManageCartsLanding() {
  return (
    <>
      <h1 className="text-2xl font-semibold">Manage carts</h1>
      <p className="mt-2 text-fg-muted">
        Where call-centre agents and supervisors land after login.
      </p>
    </>
  );
}
