import type { BookingPayload } from "@wayfare/domain";
import { FareSummary, ItinerarySummary, PassengerTable } from "@wayfare/ui";
import { AddOnSummary } from "./add-on-summary";

/** A booked trip as it stands: flights, passengers, add-ons and the fare summary. */
export function BookingOverview({ booking }: { booking: BookingPayload }) {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <ItinerarySummary trips={booking.tripInfos} headingLevel={2} />
        <PassengerTable passengers={booking.passengers} />
        {booking.gst ? (
          <p className="text-sm">
            <span className="text-fg-muted">GST invoice to </span>
            <span className="font-semibold">
              {booking.gst.registeredName} ({booking.gst.gstNumber})
            </span>
          </p>
        ) : null}
        <AddOnSummary booking={booking} />
      </div>
      <FareSummary summary={booking.fareSummary} headingLevel={2} className="self-start" />
    </div>
  );
}
