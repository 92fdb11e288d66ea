/**
 * The payment pages' words, apart from the forms' schemas (payment-forms.ts) so that the
 * browser gets them without Zod (decision 0046).
 */
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
