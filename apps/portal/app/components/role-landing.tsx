import { Link } from "react-router";

interface Task {
  href: string;
  label: string;
  description: string;
}

const TASKS: Task[] = [
  {
    href: "/flight",
    label: "Search and book flights",
    description: "One way, round trip or multicity, for up to 9 travellers.",
  },
  {
    href: "/my-bookings",
    label: "My bookings",
    description: "Upcoming, unconfirmed, completed and cancelled bookings; pay for held ones.",
  },
  {
    href: "/find-booking",
    label: "Find a booking",
    description: "Any booking, by its id and the contact's email or mobile.",
  },
];

/**
 * The landing page of roles whose dashboards the spec does not describe (F§2): what this
 * portal lets them do today and, plainly, what it does not yet.
 */
export function RoleLanding({ heading, dashboard }: { heading: string; dashboard: string }) {
  return (
    <>
      <h1 className="text-2xl font-semibold">{heading}</h1>
      <section aria-labelledby="tasks-heading" className="mt-6">
        <h2 id="tasks-heading" className="text-lg font-semibold">
          What you can do here today
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {TASKS.map((task) => (
            <li key={task.href} className="rounded-lg border border-subtle bg-surface p-4">
              <Link to={task.href} className="font-semibold text-link underline">
                {task.label}
              </Link>
              <p className="mt-1 text-sm text-fg-muted">{task.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="not-yet-heading" className="mt-6">
        <h2 id="not-yet-heading" className="text-lg font-semibold">
          Not in this portal yet
        </h2>
        <p className="mt-2 text-fg-muted">{dashboard}</p>
      </section>
    </>
  );
}
