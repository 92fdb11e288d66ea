import type { BookingPayload } from "@wayfare/domain";
import { AddOnSummary } from "../AddOnSummary/AddOnSummary";
import { FareSummary } from "../FareSummary/FareSummary";
import { ItinerarySummary } from "../ItinerarySummary/ItinerarySummary";
import { PassengerTable } from "../PassengerTable/PassengerTable";

export interface BookingOverviewMessages {
  /** Before the GST registration the invoice is made out to. */
  gstInvoiceTo: string;
}

export const defaultBookingOverviewMessages: BookingOverviewMessages = {
  gstInvoiceTo: "GST invoice to",
};

export interface BookingOverviewProps {
  booking: BookingPayload;
  messages?: Partial<BookingOverviewMessages>;
  className?: string;
}

/**
 * A booked trip as it stands (J§2 confirmation, find booking): the flights, the passengers
 * with their ticket numbers, the GST registration, the add-ons, and the fare summary beside
 * them on a wide screen.
 */
export function BookingOverview({ booking, messages, className }: BookingOverviewProps) {
  const text = { ...defaultBookingOverviewMessages, ...messages };
  return (
    <div
      data-slot="booking-overview"
      className={["grid gap-6 text-fg lg:grid-cols-[minmax(0,1fr)_18rem]", className]
        .filter(Boolean)
        .join(" ")}
    >
      <div className="flex min-w-0 flex-col gap-6">
        <ItinerarySummary trips={booking.tripInfos} headingLevel={2} />
        <PassengerTable passengers={booking.passengers} />
        {booking.gst ? (
          <p className="text-sm">
            <span className="text-fg-muted">{text.gstInvoiceTo} </span>
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
