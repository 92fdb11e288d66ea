import {
  cardSchema,
  netbankingBankSchema,
  PAYMENT_WALLETS,
  paymentOtpSchema,
  upiIdSchema,
} from "@wayfare/domain";
import { z } from "zod";

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

export const PAYMENT_FORM_LABELS = {
  heading: "Payment",
  wallet: "Pay from your account",
  walletSubmit: "Book flight",
  card: "Credit or debit card",
  cardNumber: "Card number",
  cardName: "Name on the card",
  cardExpiry: "Expiry (MM/YY)",
  cardCvv: "CVV",
  upi: "UPI",
  upiId: "UPI ID",
  upiHint: "Approve the request in your UPI app.",
  netbanking: "Net banking",
  bank: "Bank",
  bankPlaceholder: "Choose your bank",
  pay: (amount: string) => `Pay ${amount}`,
} as const;

/** The card payment's OTP step: one field, `otp`, 6 digits ('Invalid OTP'). */
export const paymentOtpFormSchema = z.object({ otp: paymentOtpSchema });

export const PAYMENT_OTP_LABELS = {
  heading: "Enter the OTP from your bank",
  otp: "OTP",
  otpHint: "6 digits, from the SMS your bank sent.",
  submit: "Verify and pay",
  attemptsLeft: (left: number) =>
    `${left} ${left === 1 ? "attempt" : "attempts"} left before this payment is cancelled.`,
  resend: "Send a new OTP",
  abort: "Cancel payment",
  abortHint: "Nothing is charged; you can pay for the booking another way.",
  resendsLeft: (left: number) =>
    `Didn't get it? ${left} more ${left === 1 ? "OTP" : "OTPs"} can be sent for this payment.`,
} as const;
