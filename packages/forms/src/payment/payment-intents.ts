/**
 * The payment page's pay buttons: a wallet, or one of the gateway's modes (their schema,
 * paymentIntentSchema, is in payment-forms.ts, so that the browser gets these without Zod).
 */
export const GATEWAY_INTENTS = ["CARD", "UPI", "NETBANKING"] as const;
export type GatewayIntent = (typeof GATEWAY_INTENTS)[number];
export const WALLET_INTENT = "wallet";

/** The card OTP page's 'Send a new OTP' posts `intent=resend`; the OTP form posts none. */
export const PAYMENT_OTP_RESEND_INTENT = "resend";
/** The card OTP page's 'Cancel payment' (abort payment, J§4) posts `intent=abort`. */
export const PAYMENT_ABORT_INTENT = "abort";
