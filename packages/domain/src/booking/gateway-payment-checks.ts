import { hasControlCharacter } from "../text/control-characters";

/**
 * The gateway forms' field checks (card, UPI, bank) as plain functions, without Zod: the
 * payment pages run them in the browser before any request, and gateway-payment.ts builds the
 * schemas on them, so each rule is written once. A check takes the field's text ("" when
 * missing) and returns its message, or undefined when the text passes; a control character
 * gets the field's message for a bad value. The spec gives no messages for these fields;
 * these are ours.
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

/** A card number as typed, without its spaces and dashes. */
export const cardDigits = (text: string) => text.trim().replace(/[\s-]/g, "");

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

/** `message` for a control character, else the trimmed text's own check. */
const plainCheck =
  (message: string, check: (trimmed: string) => string | undefined) => (text: string) =>
    hasControlCharacter(text) ? message : check(text.trim());

/** The card's fields as typed. */
export type CardFields = Readonly<Record<"number" | "name" | "expiry" | "cvv", string>>;

/**
 * Each card field's message, or undefined (the CVV's length depends on the number's brand,
 * so every check sees the whole card).
 */
export function cardFieldChecks(today: Date) {
  return {
    number: (text: string) =>
      plainCheck(GATEWAY_MESSAGES.cardNumber, (trimmed) => {
        const digits = cardDigits(trimmed);
        return /^\d{12,19}$/.test(digits) && passesLuhn(digits)
          ? undefined
          : GATEWAY_MESSAGES.cardNumber;
      })(text),
    name: plainCheck(GATEWAY_MESSAGES.cardName, (trimmed) =>
      trimmed.length < 2 || trimmed.length > 60 ? GATEWAY_MESSAGES.cardName : undefined,
    ),
    expiry: plainCheck(GATEWAY_MESSAGES.expiry, (trimmed) => expiryIssue(trimmed, today)),
    cvv: (text: string, card: Pick<CardFields, "number">) =>
      plainCheck(GATEWAY_MESSAGES.cvv, (trimmed) => {
        const length = cardBrand(cardDigits(card.number)) === "AMEX" ? 4 : 3;
        return new RegExp(`^\\d{${length}}$`).test(trimmed) ? undefined : GATEWAY_MESSAGES.cvv;
      })(text),
  } as const;
}

/** A UPI id looks like name@bank. */
export const upiIdCheck = plainCheck(GATEWAY_MESSAGES.upi, (trimmed) =>
  /^[A-Za-z0-9._-]{2,64}@[A-Za-z]{2,32}$/.test(trimmed) ? undefined : GATEWAY_MESSAGES.upi,
);

export type NetbankingBankCode = (typeof NETBANKING_BANKS)[number]["code"];

/** One of the banks of the list, by its code. */
export const netbankingBankCheck = (text: string) =>
  NETBANKING_BANKS.some((bank) => bank.code === text) ? undefined : GATEWAY_MESSAGES.bank;
