import type { MyBookingSummary } from "@wayfare/domain";
import { DateTime, Price, StatusBadge } from "@wayfare/ui";
import { useId } from "react";
import { Link } from "react-router";
import { InstantTime } from "../booking/pay-by";
import { linkClasses } from "./link-classes";

/**
 * One booking of My bookings (J§2): route, first departure (the airport's clock), status,
 * passengers, total, and the link to the booking. An `<article>` named by its route.
 */
export function MyBookingItem({ booking }: { booking: MyBookingSummary }) {
  const headingId = useId();
  const pnrs = Object.entries(booking.pnrs);
  return (
    <article
      aria-labelledby={headingId}
      data-slot="my-booking"
      className="flex flex-col gap-3 rounded-lg border border-subtle bg-surface-raised p-4 sm:flex-row sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {booking.from} → {booking.to}
          <span className="sr-only">, booking {booking.bookingId}</span>
        </h2>
        <p className="text-sm text-fg-muted">
          Departs <DateTime value={booking.firstDeparture} />
        </p>
        <p className="text-sm">
          <span className="text-fg-muted">Passengers: </span>
          {booking.passengers.join(", ")}
        </p>
        <p className="text-sm text-fg-muted">
          Booking ID {booking.bookingId}
          {pnrs.length > 0
            ? ` · PNR ${pnrs.map(([airline, pnr]) => `${airline}: ${pnr}`).join(", ")}`
            : null}
        </p>
        {booking.payBy && booking.tab === "Unconfirmed" ? (
          <p className="text-sm">
            Pay by <InstantTime value={booking.payBy} /> (India time)
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 sm:flex-col sm:items-end">
        <StatusBadge status={booking.status} />
        <p className="text-sm">
          <span className="text-fg-muted">Total </span>
          <Price amount={booking.total} />
        </p>
        <Link
          to={`/flight/confirmation?bookingId=${booking.bookingId}`}
          className={`inline-flex min-h-11 items-center ${linkClasses}`}
        >
          View booking<span className="sr-only"> {booking.bookingId}</span>
        </Link>
      </div>
    </article>
  );
}
