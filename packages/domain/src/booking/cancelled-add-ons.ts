import type { BookedAddOn } from "../api/booked-add-on";
import { type Paise, paise } from "../money/money";

/** A paid add-on of a passenger on a flight being cancelled, and what of it comes back. */
export interface CancelledAddOn {
  segmentId: string;
  passengerId: string;
  passengerName: string;
  /** "Seat 12A", "Meal: Veg sandwich", "Extra baggage 15 kg", "Fast forward". */
  item: string;
  paid: Paise;
  refund: Paise;
}

/** Who is cancelled on which flights: the fare lines of a cancellation. */
export interface CancelledPassengerFlights {
  segmentIds: readonly string[];
  /** The passenger's place in the booking, from 1. */
  passengerId: string;
  passengerName: string;
}

function paidItems(addOn: BookedAddOn): { item: string; paid: number }[] {
  return [
    addOn.seat && { item: `Seat ${addOn.seat.seatNo}`, paid: addOn.seat.seatFare },
    addOn.meal && { item: `Meal: ${addOn.meal.name}`, paid: addOn.meal.price },
    addOn.baggage && { item: `Extra baggage ${addOn.baggage.kg} kg`, paid: addOn.baggage.price },
    addOn.fastForward && { item: "Fast forward", paid: addOn.fastForward.price },
  ].filter((entry): entry is { item: string; paid: number } => Boolean(entry && entry.paid > 0));
}

/**
 * The paid seats, meals, baggage and fast forward of the cancelled passengers on the
 * cancelled flights, each as its own line. As the airlines selling them do, they are not
 * refunded when the traveller cancels (decision 0023): the lines say what is kept, so the
 * refund is never a surprise. Free add-ons (a wheelchair, a free seat) have no line.
 */
export function cancelledAddOns(
  addOns: readonly BookedAddOn[],
  cancelled: readonly CancelledPassengerFlights[],
): CancelledAddOn[] {
  return cancelled.flatMap(({ segmentIds, passengerId, passengerName }) =>
    segmentIds.flatMap((segmentId) =>
      addOns
        .filter(
          (addOn) =>
            addOn.segmentId === segmentId && addOn.passengerIndex === Number(passengerId) - 1,
        )
        .flatMap(paidItems)
        .map(({ item, paid }) => ({
          segmentId,
          passengerId,
          passengerName,
          item,
          paid: paise(paid),
          refund: paise(0),
        })),
    ),
  );
}
