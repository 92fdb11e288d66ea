import { z } from "zod";
import { plainText } from "../text/plain-text";

/**
 * Paying through a payment gateway (J§2 Payments, J§4 pending payment; the spec shows the
 * states, not the forms): card, UPI or net banking, for anyone, guests included. The spec
 * gives no messages for these fields; these are ours. Card numbers are checked with the
 * Luhn digit and never kept: only the brand and the last four digits are.
 */
export const GATEWAY_MODES = ["CARD", "UPI", "NETBANKING"] as const;
export type GatewayMode = (typeof GATEWAY_MODES)[number];

export const NETBANKING_BANKS = [
  { code: "SBIN", name: "State Bank of India" },
  { code: "HDFC", name: "HDFC Bank" },
  { code: "ICIC", name: "ICICI Bank" },
  { code: "UTIB", name: "Axis Bank" },
  { code: "KKBK", name: "Kotak Mahindra Bank" },
  { code: "PUNB", name: "Punjab National Bank" },
  { code: "BARB", name: "Bank of Baroda" },
  { code: "YESB", name: "Yes Bank" },
] as const;

export const GATEWAY_MESSAGES = {
  cardNumber: "Please enter a valid card number",
  cardName: "Please enter the name on the card",
  expiry: "Please enter a valid expiry date (MM/YY)",
  expired: "This card has expired",
  cvv: "Please enter the 3-digit CVV (4 digits for American Express)",
  upi: "Please enter a valid UPI ID, like name@bank",
  bank: "Please choose your bank",
} as const;

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export type CardBrand = "VISA" | "MASTERCARD" | "AMEX" | "RUPAY" | "CARD";

export function cardBrand(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return "AMEX";
  if (/^4/.test(digits)) return "VISA";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "MASTERCARD";
  if (/^(60|65|81|82|508)/.test(digits)) return "RUPAY";
  return "CARD";
}

/** A control character gets the field's message for a bad value. */
const text = (message: string) =>
  plainText(message)
    .trim()
    .optional()
    .transform((value) => value ?? "");

/** MM/YY, valid through the last day of that month. */
function expiryIssue(value: string, today: Date): string | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return GATEWAY_MESSAGES.expiry;
  const year = 2000 + Number(match[2]);
  const lastValidMonth = year * 12 + month;
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  return lastValidMonth < thisMonth ? GATEWAY_MESSAGES.expired : undefined;
}

export function cardSchema(today: Date) {
  return z
    .object({
      number: text(GATEWAY_MESSAGES.cardNumber),
      name: text(GATEWAY_MESSAGES.cardName),
      expiry: text(GATEWAY_MESSAGES.expiry),
      cvv: text(GATEWAY_MESSAGES.cvv),
    })
    .transform((card) => ({ ...card, number: card.number.replace(/[\s-]/g, "") }))
    .superRefine((card, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      if (!/^\d{12,19}$/.test(card.number) || !passesLuhn(card.number)) {
        issue("number", GATEWAY_MESSAGES.cardNumber);
      }
      if (card.name.length < 2 || card.name.length > 60) issue("name", GATEWAY_MESSAGES.cardName);
      const expiry = expiryIssue(card.expiry, today);
      if (expiry) issue("expiry", expiry);
      const cvvDigits = cardBrand(card.number) === "AMEX" ? 4 : 3;
      if (!new RegExp(`^\\d{${cvvDigits}}$`).test(card.cvv)) issue("cvv", GATEWAY_MESSAGES.cvv);
    });
}

export const upiIdSchema = text(GATEWAY_MESSAGES.upi).pipe(
  z.string().regex(/^[A-Za-z0-9._-]{2,64}@[A-Za-z]{2,32}$/, GATEWAY_MESSAGES.upi),
);

export const netbankingBankSchema = z.enum(
  NETBANKING_BANKS.map((bank) => bank.code) as [string, ...string[]],
  { error: GATEWAY_MESSAGES.bank },
);

/** What a gateway payment keeps of its instrument: never a full card number or the CVV. */
export function maskedInstrument(
  mode: GatewayMode,
  details: { number?: string; upiId?: string; bank?: string },
): string {
  if (mode === "CARD") {
    const digits = details.number ?? "";
    return `${cardBrand(digits)} •••• ${digits.slice(-4)}`;
  }
  if (mode === "UPI") return details.upiId ?? "";
  return NETBANKING_BANKS.find((bank) => bank.code === details.bank)?.name ?? "";
}
