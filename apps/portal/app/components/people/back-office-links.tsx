import { Link } from "react-router";

/** The admin's back-office pages, under the manage-user dashboard. */
export function BackOfficeLinks() {
  return (
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
            — who searched for and opened bookings and changed accounts, and when.
          </span>
        </li>
        <li>
          <Link to="/feature-toggles" className="font-semibold text-link underline">
            Feature toggles
          </Link>
          <span className="text-fg-muted"> — features on or off for one user or for All.</span>
        </li>
        <li>
          <Link to="/manage-carts" className="font-semibold text-link underline">
            Find a booking
          </Link>
          <span className="text-fg-muted"> — any booking by its id or PNR.</span>
        </li>
      </ul>
    </section>
  );
}
