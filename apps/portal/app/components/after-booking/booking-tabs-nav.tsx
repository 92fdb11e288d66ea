import type { MyBookingsTab } from "@wayfare/domain";
import { MY_BOOKINGS_TABS } from "@wayfare/domain";
import { Link } from "react-router";

/**
 * The My bookings tabs (J§2) as links, so each tab has an address and works without
 * JavaScript: `aria-current="page"` marks the one shown; each name says how many bookings
 * it holds ("Upcoming (2)").
 */
export function BookingTabsNav({
  current,
  counts,
  hrefOf,
}: {
  current: MyBookingsTab;
  counts: Record<MyBookingsTab, number>;
  hrefOf: (tab: MyBookingsTab) => string;
}) {
  return (
    <nav aria-label="Booking tabs" className="border-b border-subtle">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {MY_BOOKINGS_TABS.map((tab) => {
          const isCurrent = tab === current;
          return (
            <li key={tab}>
              <Link
                to={hrefOf(tab)}
                aria-current={isCurrent ? "page" : undefined}
                className={[
                  "inline-flex min-h-11 items-center border-b-2 px-3 font-medium outline-none focus-visible:outline-solid focus-visible:outline-focus-ring focus-visible:outline-focus focus-visible:-outline-offset-2",
                  isCurrent
                    ? "border-primary text-fg"
                    : "border-transparent text-fg-muted hover:text-fg",
                ].join(" ")}
              >
                {tab} ({counts[tab]})
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
