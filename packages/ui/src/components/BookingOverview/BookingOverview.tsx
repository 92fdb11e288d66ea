import type { BookingPayload } from "@wayfare/domain";
import { AddOnSummary } from "../AddOnSummary/AddOnSummary";
import { BookingContactDetails } from "../BookingContactDetails/BookingContactDetails";
import { FareSummary } from "../FareSummary/FareSummary";
import { ItinerarySummary } from "../ItinerarySummary/ItinerarySummary";
import { PassengerTable } from "../PassengerTable/PassengerTable";

export interface BookingOverviewProps {
  booking: BookingPayload;
  /** Where a passenger's uploaded document is, by 0-based index (the caller's route). */
  documentHref?: (passengerIndex: number) => string;
  className?: string;
}

/**
 * A booked trip as it stands (J§2 confirmation, find booking): the flights, the passengers
 * with their ticket numbers and documents, the contact and GST registration, the add-ons,
 * and the fare summary beside them on a wide screen.
 */
export function BookingOverview({ booking, documentHref, className }: BookingOverviewProps) {
  return (
    <div
      data-slot="booking-overview"
      className={["grid gap-6 text-fg lg:grid-cols-[minmax(0,1fr)_18rem]", className]
        .filter(Boolean)
        .join(" ")}
    >
      <div className="flex min-w-0 flex-col gap-6">
        <ItinerarySummary trips={booking.tripInfos} headingLevel={2} />
        <PassengerTable
          passengers={booking.passengers}
          showDocuments
          {...(documentHref ? { documentHref } : {})}
        />
        <BookingContactDetails
          contact={booking.contact}
          gst={booking.gst}
          reportingDetails={booking.reportingDetails}
        />
        <AddOnSummary booking={booking} />
      </div>
      <FareSummary summary={booking.fareSummary} headingLevel={2} className="self-start" />
    </div>
  );
}
