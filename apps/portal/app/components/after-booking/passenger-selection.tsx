import { type BookingPayload, paxTypeLabel, type Segment } from "@wayfare/domain";
import { Checkbox } from "@wayfare/ui";

/** The passenger ids ticked for a segment after a round trip, or null before any submit. */
export type TickedPassengers = (segmentIndex: number) => readonly string[] | null;

export function segmentsOf(booking: Pick<BookingPayload, "tripInfos">): Segment[] {
  return booking.tripInfos.flatMap((trip) => trip.segments);
}

export function segmentLabel(segment: Segment): string {
  const date = segment.departureTime.slice(0, 10);
  return `${segment.departureAirport.code} → ${segment.arrivalAirport.code}, ${segment.airline.code} ${segment.flightNumber}, ${date}`;
}

/**
 * J§2 'Passenger selection per segment': a fieldset per flight with a checkbox per
 * passenger (`segments[i].passengerIds`, the passenger's position from 1), all ticked at
 * first; the segment id travels in a hidden field.
 */
export function PassengerSelection({
  booking,
  ticked,
}: {
  booking: Pick<BookingPayload, "tripInfos" | "passengers">;
  ticked: TickedPassengers;
}) {
  return (
    <div className="flex flex-col gap-4">
      {segmentsOf(booking).map((segment, index) => {
        const chosen = ticked(index);
        return (
          <fieldset
            key={segment.id}
            className="rounded-lg border border-subtle bg-surface-raised px-4 pt-2 pb-3"
          >
            <legend className="px-1 font-semibold">{segmentLabel(segment)}</legend>
            <input type="hidden" name={`segments[${index}].segmentId`} value={segment.id} />
            {booking.passengers.map((passenger, position) => {
              const id = String(position + 1);
              return (
                <Checkbox
                  key={id}
                  name={`segments[${index}].passengerIds`}
                  value={id}
                  defaultSelected={chosen === null || chosen.includes(id)}
                  label={`${passenger.title} ${passenger.firstName} ${passenger.lastName} (${paxTypeLabel(passenger.type)})`}
                />
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
