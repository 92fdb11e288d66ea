import {
  cardSchema,
  netbankingBankSchema,
  PAYMENT_WALLETS,
  paymentOtpSchema,
  upiIdSchema,
} from "@wayfare/domain";
import { z } from "zod";
import { GATEWAY_INTENTS, WALLET_INTENT } from "./payment-intents";

/**
 * The payment page's forms (J§2 Payments), one per way of paying so each works on its own
 * without JavaScript: a wallet (deposit or credit line), a card, a UPI id, a bank.
 */
export const walletPaymentFormSchema = z.object({
  wallet: z.enum(PAYMENT_WALLETS, { error: "Please choose a payment mode" }),
  /** Posted by the confirm dialog's 'Pay' (J§2): without it the server asks first. */
  confirmed: z
    .literal("true")
    .optional()
    .catch(undefined)
    .transform((value) => value === "true"),
});

export function cardPaymentFormSchema(today: Date) {
  return z.object({ card: cardSchema(today) });
}

export const upiPaymentFormSchema = z.object({ upiId: upiIdSchema });

export const netbankingPaymentFormSchema = z.object({ bank: netbankingBankSchema });

/** The card payment's OTP step: one field, `otp`, 6 digits ('Invalid OTP'). */
export const paymentOtpFormSchema = z.object({ otp: paymentOtpSchema });

/** The pressed pay button; a post without a known one pays from the wallet, the first form. */
export const paymentIntentSchema = z.enum([WALLET_INTENT, ...GATEWAY_INTENTS]).catch(WALLET_INTENT);
