import type { MyBookingsTab } from "@wayfare/domain";
import { EmptyState } from "@wayfare/ui";
import { Link } from "react-router";
import { linkClasses } from "./link-classes";

const EMPTY: Record<MyBookingsTab, { title: string; description: string }> = {
  All: { title: "No bookings yet", description: "Flights you book appear here." },
  Upcoming: {
    title: "No upcoming trips",
    description: "Confirmed bookings with a flight still ahead appear here.",
  },
  Unconfirmed: {
    title: "No unconfirmed bookings",
    description: "Bookings on hold or waiting for payment appear here.",
  },
  Completed: { title: "No completed trips", description: "Trips you have flown appear here." },
  Cancelled: { title: "No cancelled bookings", description: "Cancelled bookings appear here." },
};

/** The empty state of a My bookings tab (J§2), with the way to the flight search. */
export function EmptyBookings({ tab }: { tab: MyBookingsTab }) {
  return (
    <EmptyState
      title={EMPTY[tab].title}
      description={EMPTY[tab].description}
      action={
        <Link to="/flight" className={linkClasses}>
          Search flights
        </Link>
      }
    />
  );
}
