import { amountCharged } from "../booking/fare-summary";
import { type Paise, paise } from "../money/money";
import type { BookingPayload } from "./booking";

/** What paying a booking must charge: its fare summary's final amount (1015 otherwise). */
export function bookingAmountDue(booking: Pick<BookingPayload, "total" | "fareSummary">): number {
  return booking.fareSummary.finalAmount ?? booking.total;
}

/** What the booking's payer paid by every means: the total less the voucher discount. */
export function amountPaid(booking: Pick<BookingPayload, "total" | "fareSummary">): Paise {
  return amountCharged(paise(booking.total), paise(booking.fareSummary.voucherDiscount ?? 0));
}
