import { fromRupees, type Paise } from "../money/money";

/**
 * Search, display, payment and protection limits of booking-journey.md §9.
 *
 * Decisions: amounts (max protection, baggage-protect payouts) are rupees, held as paise.
 * The cut-off duration keeps the spec's bare number: its unit belongs to the results rule
 * that applies it. The certificate-of-insurance cut-off is 17:00 India time (IST, +05:30),
 * the portal's only time zone.
 */

export const MAX_PASSENGERS_PER_BOOKING = 9;
export const MULTICITY_MAX_LEGS = 5;

/** Tile view shows 3 fares for one-way, round-trip and multi-city alike. */
export const TILE_VIEW_FARE_COUNT = 3;

export const CUT_OFF_DURATION = 10;

/** Markup "update all" is sent in chunks of 1000. */
export const MARKUP_UPDATE_CHUNK_SIZE = 1000;

export const SLOW_NETWORK_TYPES = ["none", "2g", "bluetooth", "cellular"] as const;

export function isSlowNetwork(connectionType: string | undefined): boolean {
  return (SLOW_NETWORK_TYPES as readonly string[]).includes(connectionType ?? "");
}

/** Password lengths: 5 to 20 on the reset page, minimum 6 on the other forms (F§5). */
export const RESET_PASSWORD_MIN_LENGTH = 5;
export const RESET_PASSWORD_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 6;

export const PENDING_PAYMENT_RETRY_SECONDS = 30;
export const PENDING_PAYMENT_TIMER_STAGES_SECONDS = [30, 90, 180] as const;

/** Headings of the pending-payment screen, one per timer stage (J§2). */
export const PENDING_PAYMENT_HEADINGS = [
  "We're processing your payment...",
  "Still processing... We're almost there!",
  "Thank you for your patience!",
  "Almost Done...",
] as const;

/** Stage 0 until 30 s have passed, 1 until 90 s, 2 until 180 s, then 3. */
export function pendingPaymentStage(elapsedSeconds: number): 0 | 1 | 2 | 3 {
  const [first, second, third] = PENDING_PAYMENT_TIMER_STAGES_SECONDS;
  if (elapsedSeconds < first) return 0;
  if (elapsedSeconds < second) return 1;
  if (elapsedSeconds < third) return 2;
  return 3;
}

export function pendingPaymentHeading(elapsedSeconds: number): string {
  return PENDING_PAYMENT_HEADINGS[pendingPaymentStage(elapsedSeconds)];
}

export const PAYMENT_OTP_MAX_ATTEMPTS = 3;

export const MAX_PROTECTION_AMOUNT: Paise = fromRupees(500_000);

export const SELECT_ALL_EMAIL_LIMIT = 200;
export const AUTO_SUGGEST_LENGTH_LIMIT = 20;
export const NOTIFICATION_CHARACTER_LIMIT = 50;
export const PAYMENT_SUB_MODES_RENDERED = 6;

export const BAGGAGE_PROTECT_CLAIM_WINDOW_HOURS = 96;
export const BAGGAGE_PROTECT_PAYOUT = {
  domestic: fromRupees(19_000),
  international: fromRupees(66_000),
} as const;

export function baggageProtectPayout(isDomestic: boolean): Paise {
  return isDomestic ? BAGGAGE_PROTECT_PAYOUT.domestic : BAGGAGE_PROTECT_PAYOUT.international;
}

export const TRIP_INSURANCE_ONE_WAY_DEFAULT_DAYS = 4;

/** 10 Sep 2025 17:00 IST. */
export const COI_DATE_CUT_OFF = new Date("2025-09-10T17:00:00+05:30");

/** True from the cut-off instant on. */
export function isOnOrAfterCoiCutOff(date: Date): boolean {
  return date.getTime() >= COI_DATE_CUT_OFF.getTime();
}
