import { cardFieldChecks, netbankingBankCheck, upiIdCheck } from "@wayfare/domain";
import type { FieldChecks } from "../binding/use-field-checks";

/**
 * The gateway forms' checks the browser runs (useFieldChecks), by posted field name: the
 * domain's plain checks, on which the forms' schemas (payment-forms.ts) are built, so the
 * browser needs no Zod or Conform and gets the server's messages.
 */
export function cardPaymentFieldChecks(today: Date): FieldChecks {
  const card = cardFieldChecks(today);
  return {
    "card.number": card.number,
    "card.name": card.name,
    "card.expiry": card.expiry,
    "card.cvv": (text, field) => card.cvv(text, { number: field("card.number") }),
  };
}

export const UPI_PAYMENT_FIELD_CHECKS: FieldChecks = { upiId: upiIdCheck };

export const NETBANKING_PAYMENT_FIELD_CHECKS: FieldChecks = { bank: netbankingBankCheck };
