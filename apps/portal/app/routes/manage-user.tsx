import { RoleLanding } from "../components/role-landing";
import { pageTitle } from "../page-title";
import type { Route } from "./+types/manage-user";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Manage users") }];

export default function ManageUserLanding() {
  return (
    <RoleLanding
      heading="Manage users"
      dashboard="Creating and editing users, agencies and corporate accounts, their credit limits and policies: for now your Wayfare account manager does this for you."
    />
  );
}
