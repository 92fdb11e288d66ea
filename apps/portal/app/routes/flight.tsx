import type { Route } from "./+types/flight";

export const meta: Route.MetaFunction = () => [{ title: "Flight search · Wayfare" }];

export default function FlightSearchLanding() {
  return (
    <>
      <h1 className="text-2xl font-semibold">Flight search</h1>
      <p className="mt-2 text-fg-muted">
        Agents, agent staff, corporate employees, guests and customers land here after login.
      </p>
    </>
  );
}
