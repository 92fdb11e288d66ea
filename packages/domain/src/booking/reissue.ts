import type { Paise } from "../money/money";
import { paise } from "../money/money";
import type { TripPrice } from "../results/trip-schema";
import type { BookingStatus } from "./booking-status";
import { dateChangeFeeIn, type FeeWindow, feeWindowAt } from "./fee-windows";

/**
 * Reissue (J§2 post-booking modes, flow types REISSUE and RESCHEDULE; decision 0069): a
 * ticketed journey leg moved to another date (a date change) or another cabin (a class
 * change) for every passenger on it. The airline's date-change fee of the old fare, in the
 * fee window of the old departure (decision 0026), is charged per passenger; the fare
 * difference is the new fare less the old one. What is owed is their sum: paid when above
 * zero, refunded to the wallet when below.
 */
export const REISSUE_MESSAGES = {
  noShow: "A passenger who did not fly cannot change this booking online; please contact us",
  departed: "A flight that has departed cannot be changed",
  notPermitted: "This fare does not allow a change now",
  unchanged: "Please choose another date or cabin class",
  otherRoute: "Please choose a flight on the same route",
} as const;

/** Ledger reasons: the difference paid, or refunded. */
export const REISSUE_LEDGER_REASON = "FLIGHT_REISSUE";
export const REISSUE_REFUND_LEDGER_REASON = "FLIGHT_REISSUE_REFUND";

export type ReissueKind = "DATE_CHANGE" | "CLASS_CHANGE";

/** Why a leg cannot be reissued, as the error codes of J§8 (8042 no-show, 8037 departed). */
export type ReissueBlock = "no-show" | "departed" | "not-ticketed";

export function reissueBlock(
  status: BookingStatus,
  departure: Date,
  now: Date,
): ReissueBlock | null {
  if (status === "NO_SHOW") return "no-show";
  if (status !== "Success") return "not-ticketed";
  return departure.getTime() <= now.getTime() ? "departed" : null;
}

interface LegShape {
  date: string;
  cabinClass: string;
  from: string;
  to: string;
}

/** What a change is: another date, else another cabin; null when it changes neither or the route. */
export function reissueKind(
  old: LegShape,
  fresh: LegShape,
): { ok: true; kind: ReissueKind } | { ok: false; message: string } {
  if (old.from !== fresh.from || old.to !== fresh.to) {
    return { ok: false, message: REISSUE_MESSAGES.otherRoute };
  }
  if (old.date !== fresh.date) return { ok: true, kind: "DATE_CHANGE" };
  if (old.cabinClass !== fresh.cabinClass) return { ok: true, kind: "CLASS_CHANGE" };
  return { ok: false, message: REISSUE_MESSAGES.unchanged };
}

export type PassengerType = "ADULT" | "CHILD" | "INFANT";

export interface ReissueLine {
  passengerId: string;
  type: PassengerType;
  oldFare: Paise;
  newFare: Paise;
  fareDifference: Paise;
  changeFee: Paise;
}

export interface ReissueCharges {
  lines: ReissueLine[];
  fareDifference: Paise;
  changeFee: Paise;
  /** Above zero: to pay; below: refunded. */
  amount: Paise;
  window: FeeWindow;
}

const fareOf = (price: TripPrice, type: PassengerType) => {
  const detail = price.fareDetails[type];
  if (!detail) throw new Error(`no ${type} fare in ${price.id}`);
  return detail;
};

/**
 * Per passenger, the fare difference and the old fare's date-change fee in the window of the
 * old departure; `null` when the old fare permits no change then (no fee, or within 4 hours).
 */
export function reissueCharges(
  passengers: readonly { passengerId: string; type: PassengerType }[],
  oldPrice: TripPrice,
  newPrice: TripPrice,
  oldDeparture: Date,
  now: Date,
): ReissueCharges | null {
  const window = feeWindowAt(oldDeparture, now);
  const lines: ReissueLine[] = [];
  for (const { passengerId, type } of passengers) {
    const old = fareOf(oldPrice, type);
    const fresh = fareOf(newPrice, type);
    const fee = dateChangeFeeIn(
      window,
      old.dateChangeFee == null ? null : paise(old.dateChangeFee),
      paise(old.base),
    );
    if (fee === null) return null;
    const oldFare = paise(old.base + old.taxes);
    const newFare = paise(fresh.base + fresh.taxes);
    lines.push({
      passengerId,
      type,
      oldFare,
      newFare,
      fareDifference: paise(newFare - oldFare),
      changeFee: fee,
    });
  }
  const fareDifference = paise(lines.reduce((sum, line) => sum + line.fareDifference, 0));
  const changeFee = paise(lines.reduce((sum, line) => sum + line.changeFee, 0));
  return { lines, fareDifference, changeFee, amount: paise(fareDifference + changeFee), window };
}
