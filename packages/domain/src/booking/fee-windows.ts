import { type Paise, paise } from "../money/money";
import { type CancellableFare, cancellationCharge } from "./cancellation-refund";

/**
 * Airline fees by how long before departure (J§3 fare rules: cancellation and date-change
 * fees per passenger). The spec gives one fee per fare; the windows follow the Indian
 * carriers' published rules (decision 0026): the fare's fee up to 72 hours before
 * departure; a quarter more, rounded up to ₹50 and at most the base fare, from 72 to 4
 * hours; within 4 hours a cancellation keeps the whole base fare (only taxes come back) and
 * the date can no longer be changed.
 */
export const FEE_WINDOWS = ["MORE_THAN_72_HOURS", "72_TO_4_HOURS", "LESS_THAN_4_HOURS"] as const;
export type FeeWindow = (typeof FEE_WINDOWS)[number];

export const FEE_WINDOW_LABELS: Record<FeeWindow, string> = {
  MORE_THAN_72_HOURS: "More than 72 hours before departure",
  "72_TO_4_HOURS": "72 to 4 hours before departure",
  LESS_THAN_4_HOURS: "Less than 4 hours before departure",
};

const HOUR_MS = 3_600_000;
const LATE_SURCHARGE_BASIS_POINTS = 12_500;
const ROUND_TO_PAISE = 5_000;

/** The window a moment falls in before a departure (a departed flight is in the last). */
export function feeWindowAt(departure: Date, now: Date): FeeWindow {
  const hours = (departure.getTime() - now.getTime()) / HOUR_MS;
  if (hours > 72) return "MORE_THAN_72_HOURS";
  return hours >= 4 ? "72_TO_4_HOURS" : "LESS_THAN_4_HOURS";
}

function lateFee(fee: Paise, base: Paise): Paise {
  const raised = Math.ceil((fee * LATE_SURCHARGE_BASIS_POINTS) / 10_000 / ROUND_TO_PAISE);
  return paise(Math.min(base, Math.max(fee, raised * ROUND_TO_PAISE)));
}

/** A cancellation fee (never more than the base fare) in a window. */
export function cancellationFeeIn(window: FeeWindow, fee: Paise, base: Paise): Paise {
  const capped = paise(Math.min(fee, base));
  if (window === "MORE_THAN_72_HOURS") return capped;
  return window === "72_TO_4_HOURS" ? lateFee(capped, base) : base;
}

/** A date-change fee in a window; null: not permitted. */
export function dateChangeFeeIn(window: FeeWindow, fee: Paise | null, base: Paise): Paise | null {
  if (fee === null || window === "LESS_THAN_4_HOURS") return null;
  return window === "MORE_THAN_72_HOURS" ? fee : lateFee(fee, paise(Math.max(base, fee)));
}

/** Every window's fee, for the fare rules. */
export function feeSchedule(fee: (window: FeeWindow) => Paise | null) {
  return FEE_WINDOWS.map((window) => ({ window, fee: fee(window) }));
}

/**
 * A fare's cancellation and date-change fees in every window (the fare rules): the
 * cancellation fee is what `cancellationCharge` keeps, so a non-refundable fare's is its
 * whole base in every window.
 */
export function fareFeeSchedules(fare: CancellableFare & { dateChangeFee?: number | null }) {
  const fee = cancellationCharge(fare).cancellationFee;
  const change = fare.dateChangeFee == null ? null : paise(fare.dateChangeFee);
  return {
    cancellation: feeSchedule((window) => cancellationFeeIn(window, fee, fare.base)),
    dateChange: feeSchedule((window) => dateChangeFeeIn(window, change, fare.base)),
  };
}
