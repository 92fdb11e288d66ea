import { MY_BOOKINGS_TABS, type MyBookingsTab } from "@wayfare/domain";

export interface BookingTabsMessages {
  /** Names the navigation landmark. */
  label: string;
  /** A tab's link text and accessible name: `("Upcoming", 2) => "Upcoming (2)"`. */
  tab: (tab: MyBookingsTab, count: number) => string;
}

export const defaultBookingTabsMessages: BookingTabsMessages = {
  label: "Booking tabs",
  tab: (tab, count) => `${tab} (${count})`,
};

export interface BookingTabsProps {
  /** The tab the page shows (`aria-current="page"`). */
  current: MyBookingsTab;
  /** How many bookings each tab holds. */
  counts: Record<MyBookingsTab, number>;
  /** The address of a tab's page (`/my-bookings?tab=Upcoming`). */
  hrefOf: (tab: MyBookingsTab) => string;
  messages?: Partial<BookingTabsMessages>;
  className?: string;
}

/**
 * The My bookings tabs (J§2: All, Upcoming, Unconfirmed, Completed, Cancelled) as plain
 * links, so each tab has an address and works without JavaScript. Not ARIA tabs: each one
 * loads a page. On narrow screens the row scrolls sideways rather than wrapping.
 */
export function BookingTabs({ current, counts, hrefOf, messages, className }: BookingTabsProps) {
  const text = { ...defaultBookingTabsMessages, ...messages };
  return (
    <nav
      aria-label={text.label}
      data-slot="booking-tabs"
      className={["border-b border-subtle", className].filter(Boolean).join(" ")}
    >
      <ul className="-mb-px flex gap-x-1 overflow-x-auto">
        {MY_BOOKINGS_TABS.map((tab) => (
          <li key={tab} className="shrink-0">
            <a
              href={hrefOf(tab)}
              aria-current={tab === current ? "page" : undefined}
              // Focus alone leaves a partly visible link where it is: bring all of it into view.
              onFocus={(event) =>
                event.currentTarget.scrollIntoView({ block: "nearest", inline: "nearest" })
              }
              // The outline is drawn inside the link: the scrolling list would clip one outside.
              className="inline-flex min-h-11 items-center border-b-2 border-transparent px-3 font-medium whitespace-nowrap text-fg-muted outline-none hover:text-fg focus-visible:outline-solid focus-visible:outline-focus-ring focus-visible:outline-focus focus-visible:-outline-offset-2 aria-[current=page]:border-primary aria-[current=page]:text-fg"
            >
              {text.tab(tab, counts[tab])}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
