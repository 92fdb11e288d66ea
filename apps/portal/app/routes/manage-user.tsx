import { mayReadAuditLog } from "@wayfare/domain";
import { Link } from "react-router";
import { RoleLanding } from "../components/role-landing";
import { pageTitle } from "../page-title";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/manage-user";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Manage users") }];

export async function loader({ context }: Route.LoaderArgs) {
  const user = await serviceOf(context).signedInUser();
  return { admin: mayReadAuditLog(user?.role ?? "") };
}

export default function ManageUserLanding({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <RoleLanding
        heading="Manage users"
        dashboard="Creating and editing users, agencies and corporate accounts, their credit limits and policies: for now your Wayfare account manager does this for you."
      />
      {loaderData.admin ? (
        <section aria-labelledby="back-office-heading" className="mt-8">
          <h2 id="back-office-heading" className="text-lg font-semibold">
            Back office
          </h2>
          <ul className="mt-3 flex flex-col gap-2">
            <li>
              <Link to="/audit-log" className="font-semibold text-link underline">
                Audit log
              </Link>
              <span className="text-fg-muted">
                {" "}
                — who searched for and opened bookings, and when.
              </span>
            </li>
            <li>
              <Link to="/manage-carts" className="font-semibold text-link underline">
                Find a booking
              </Link>
              <span className="text-fg-muted"> — any booking by its id or PNR.</span>
            </li>
          </ul>
        </section>
      ) : null}
    </>
  );
}
