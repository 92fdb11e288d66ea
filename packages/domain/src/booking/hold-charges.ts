import { fromRupees, type Paise, paise } from "../money/money";

/**
 * Hold charges (J§1 "hold charges"): what holding a booking ('Block', J§2) costs. Decision
 * (the spec gives no rates): a low-cost carrier charges ₹200 per passenger for each leg it
 * flies to keep the seats unpaid; full-service carriers hold for free. The charge joins the
 * booking's total when it is held, so it is paid with the fare and nothing is charged for a
 * hold that is released.
 */
export const HOLD_CHARGE_PER_PASSENGER_LEG = fromRupees(200);

export function holdCharges(
  trips: readonly { segments: readonly { airline: { isLcc: boolean } }[] }[],
  passengers: number,
): Paise {
  const lowCostLegs = trips.filter((trip) => trip.segments.some((s) => s.airline.isLcc)).length;
  return paise(HOLD_CHARGE_PER_PASSENGER_LEG * passengers * lowCostLegs);
}
