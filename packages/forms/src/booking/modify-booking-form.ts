import {
  modificationIdSchema,
  PAYMENT_WALLETS,
  type SsrPayload,
  type WantedAddOn,
  wantedAddOnSchema,
} from "@wayfare/domain";
import { z } from "zod";
import { addOnsFormSchema } from "./add-ons-form";

/**
 * The modify-booking form (J§2 /flight/modifyBooking/): the add-ons form's seats, meals and
 * baggage, booked ones included, as the service's wanted add-ons. What they add is the
 * service's to work out (the domain's addedAddOns).
 */
export function modifyBookingFormSchema(ssr: SsrPayload) {
  return addOnsFormSchema(ssr)
    .transform((selections) =>
      selections.flatMap(
        ({ fastForward: _fastForward, wheelchair: _wheelchair, ...wanted }): WantedAddOn[] =>
          wanted.seatNo || wanted.mealCode || wanted.baggageCode ? [wanted] : [],
      ),
    )
    .pipe(z.array(wantedAddOnSchema));
}

/** The wallet chosen to pay from (PaymentModes' radios). */
export const paymentWalletField = z.enum(PAYMENT_WALLETS, {
  error: "Please choose a payment mode",
});

/** The modify-booking review's payment: the quote, the wallet and the amount shown. */
export const modifyBookingPayFormSchema = z.object({
  modificationId: modificationIdSchema,
  wallet: paymentWalletField,
  amount: z.coerce.number().int().nonnegative(),
});
