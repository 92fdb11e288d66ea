import type { BookedAddOn, BookingPayload } from "@wayfare/domain";

function flightOf(booking: BookingPayload, segmentId: string): string {
  const segment = booking.tripInfos
    .flatMap((trip) => trip.segments)
    .find((candidate) => candidate.id === segmentId);
  return segment
    ? `${segment.airline.code} ${segment.flightNumber} ${segment.departureAirport.code}–${segment.arrivalAirport.code}`
    : segmentId;
}

function choices(addOn: BookedAddOn): string[] {
  return [
    addOn.seat ? `seat ${addOn.seat.seatNo}` : undefined,
    addOn.meal?.name,
    addOn.baggage ? `${addOn.baggage.kg} kg extra baggage` : undefined,
    addOn.fastForward ? "fast forward" : undefined,
    addOn.wheelchair ? `wheelchair (${addOn.wheelchair.code})` : undefined,
  ].filter((choice): choice is string => Boolean(choice));
}

/** What each passenger chose on each flight (J§2 Add-ons), as booked; nothing when none. */
export function AddOnSummary({ booking }: { booking: BookingPayload }) {
  const addOns = booking.addOns ?? [];
  if (addOns.length === 0) return null;
  return (
    <section
      aria-labelledby="add-on-summary"
      className="rounded-lg border border-subtle bg-surface p-4"
    >
      <h2 id="add-on-summary" className="text-lg font-semibold">
        Seats, meals and baggage
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {addOns.map((addOn) => {
          const passenger = booking.passengers[addOn.passengerIndex];
          const name = passenger
            ? `${passenger.title} ${passenger.firstName} ${passenger.lastName}`
            : "";
          return (
            <li key={`${addOn.segmentId}-${addOn.passengerIndex}`}>
              <span className="font-semibold">
                {name}, {flightOf(booking, addOn.segmentId)}:
              </span>{" "}
              {choices(addOn).join(", ")}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
