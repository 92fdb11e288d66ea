import { type AddOnCharges, addOnCharges } from "@wayfare/domain";
import type { BookingRow } from "../db/schema";

/** The fare-summary lines of a booking's chosen add-ons. */
export function chargesOf(booking: Pick<BookingRow, "addOns" | "passengers">): AddOnCharges {
  return addOnCharges(
    booking.addOns.map((addOn) => ({
      segmentId: addOn.segmentId,
      paxType: booking.passengers[addOn.passengerIndex]?.type ?? "ADULT",
      seatFare: addOn.seat?.seatFare,
      mealPrice: addOn.meal?.price,
      baggagePrice: addOn.baggage?.price,
      fastForwardUnit: addOn.fastForward?.price,
    })),
  );
}
