import { addOnCharges, type FareSummaryParts, paise } from "@wayfare/domain";
import type { BookingRow } from "../db/schema";
import { protectionCharges } from "../protection/protection-charges";

/** The fare-summary lines of a booking's chosen add-ons, the protection it bought and its hold charges. */
export function chargesOf(
  booking: Pick<BookingRow, "addOns" | "passengers" | "protection" | "holdCharges">,
): Partial<FareSummaryParts> {
  const addOns = addOnCharges(
    booking.addOns.map((addOn) => ({
      segmentId: addOn.segmentId,
      paxType: booking.passengers[addOn.passengerIndex]?.type ?? "ADULT",
      seatFare: addOn.seat?.seatFare,
      mealPrice: addOn.meal?.price,
      baggagePrice: addOn.baggage?.price,
      fastForwardUnit: addOn.fastForward?.price,
    })),
  );
  return {
    ...addOns,
    ...protectionCharges(booking.protection),
    holdCharges: paise(booking.holdCharges),
  };
}
