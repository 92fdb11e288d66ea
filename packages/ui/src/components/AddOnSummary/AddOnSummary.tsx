import type { BookedAddOn, BookingPayload, Segment } from "@wayfare/domain";
import { useId } from "react";

/** The parts of a booking the summary reads (a `BookingPayload` fits). */
export type AddOnSummaryBooking = Pick<BookingPayload, "addOns" | "passengers" | "tripInfos">;

export interface AddOnSummaryMessages {
  heading: string;
  /** `"6E 2131 DEL–BOM"`. */
  flight: (segment: Segment) => string;
  seat: (seatNo: string) => string;
  baggage: (kg: number) => string;
  fastForward: string;
  wheelchair: (code: string) => string;
}

export const defaultAddOnSummaryMessages: AddOnSummaryMessages = {
  heading: "Seats, meals and baggage",
  flight: (segment) =>
    `${segment.airline.code} ${segment.flightNumber} ${segment.departureAirport.code}–${segment.arrivalAirport.code}`,
  seat: (seatNo) => `seat ${seatNo}`,
  baggage: (kg) => `${kg} kg extra baggage`,
  fastForward: "fast forward",
  wheelchair: (code) => `wheelchair (${code})`,
};

export interface AddOnSummaryProps {
  booking: AddOnSummaryBooking;
  headingLevel?: 2 | 3;
  messages?: Partial<AddOnSummaryMessages>;
}

function choices(addOn: BookedAddOn, text: AddOnSummaryMessages): string[] {
  return [
    addOn.seat ? text.seat(addOn.seat.seatNo) : undefined,
    addOn.meal?.name,
    addOn.baggage ? text.baggage(addOn.baggage.kg) : undefined,
    addOn.fastForward ? text.fastForward : undefined,
    addOn.wheelchair ? text.wheelchair(addOn.wheelchair.code) : undefined,
  ].filter((choice): choice is string => Boolean(choice));
}

/**
 * What each passenger chose on each flight (J§2 Add-ons), as booked: one line per passenger
 * and flight. Nothing when no add-on was chosen.
 */
export function AddOnSummary({ booking, headingLevel = 2, messages }: AddOnSummaryProps) {
  const text = { ...defaultAddOnSummaryMessages, ...messages };
  const headingId = useId();
  const addOns = booking.addOns ?? [];
  if (addOns.length === 0) return null;
  const segments = booking.tripInfos.flatMap((trip) => trip.segments);
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="add-on-summary"
      className="rounded-lg border border-subtle bg-surface p-4 text-fg"
    >
      <Heading id={headingId} className="text-lg font-semibold">
        {text.heading}
      </Heading>
      <ul className="mt-2 flex flex-col gap-1">
        {addOns.map((addOn) => {
          const passenger = booking.passengers[addOn.passengerIndex];
          const segment = segments.find((candidate) => candidate.id === addOn.segmentId);
          const name = passenger
            ? `${passenger.title} ${passenger.firstName} ${passenger.lastName}`
            : "";
          return (
            <li key={`${addOn.segmentId}-${addOn.passengerIndex}`}>
              <span className="font-semibold">
                {name}, {segment ? text.flight(segment) : addOn.segmentId}:
              </span>{" "}
              {choices(addOn, text).join(", ")}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
