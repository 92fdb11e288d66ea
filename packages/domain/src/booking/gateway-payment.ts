import { z } from "zod";
import { checkedText } from "../text/checked-text";
import { plainText } from "../text/plain-text";
import {
  type CardFields,
  cardBrand,
  cardDigits,
  cardFieldChecks,
  GATEWAY_MESSAGES,
  type GatewayMode,
  NETBANKING_BANKS,
  type NetbankingBankCode,
  upiIdCheck,
} from "./gateway-payment-checks";

/**
 * Paying through a payment gateway (J§2 Payments, J§4 pending payment; the spec shows the
 * states, not the forms): card, UPI or net banking, for anyone, guests included. The schemas
 * are built on the field checks of gateway-payment-checks.ts (which the browser runs without
 * Zod), so each rule is written once. Card numbers are checked with the Luhn digit and never
 * kept: only the brand and the last four digits are.
 */
export * from "./gateway-payment-checks";

/** A field of the card: absent is "", a control character gets the field's message. */
const cardField = (message: string) =>
  plainText(message)
    .optional()
    .transform((value) => value ?? "");

/**
 * The card's four fields, each checked by its field check (the CVV's length depends on the
 * number's brand, so the checks see the whole card); trimmed, and the number without its
 * spaces and dashes.
 */
export function cardSchema(today: Date) {
  const checks = cardFieldChecks(today);
  return z
    .object({
      number: cardField(GATEWAY_MESSAGES.cardNumber),
      name: cardField(GATEWAY_MESSAGES.cardName),
      expiry: cardField(GATEWAY_MESSAGES.expiry),
      cvv: cardField(GATEWAY_MESSAGES.cvv),
    })
    .superRefine((card: CardFields, ctx) => {
      const issues = {
        number: checks.number(card.number),
        name: checks.name(card.name),
        expiry: checks.expiry(card.expiry),
        cvv: checks.cvv(card.cvv, card),
      };
      for (const [path, message] of Object.entries(issues)) {
        if (message) ctx.addIssue({ code: "custom", path: [path], message });
      }
    })
    .transform((card) => ({
      number: cardDigits(card.number),
      name: card.name.trim(),
      expiry: card.expiry.trim(),
      cvv: card.cvv.trim(),
    }));
}

/** A UPI id; a control character gets its message. */
export const upiIdSchema = checkedText(upiIdCheck, GATEWAY_MESSAGES.upi).transform((id) =>
  id.trim(),
);

/** The list of banks is the rule (netbankingBankCheck reads the same list). */
export const netbankingBankSchema = z.enum(
  NETBANKING_BANKS.map((bank) => bank.code) as [NetbankingBankCode, ...NetbankingBankCode[]],
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
