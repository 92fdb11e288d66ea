import { RoleLanding } from "../components/role-landing";
import type { Route } from "./+types/manage-carts";

export const meta: Route.MetaFunction = () => [{ title: "Manage carts · Wayfare" }];

export default function ManageCartsLanding() {
  return (
    <RoleLanding
      heading="Manage carts"
      dashboard="Working other users' carts (queues, assignment, supervisor review): until it arrives, find a caller's booking by its id and their email or mobile."
    />
  );
}
