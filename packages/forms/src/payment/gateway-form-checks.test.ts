import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { fieldCheckErrors } from "../binding/use-field-checks";
import { formDataOf } from "../testing/form-data";
import {
  cardPaymentFieldChecks,
  NETBANKING_PAYMENT_FIELD_CHECKS,
  UPI_PAYMENT_FIELD_CHECKS,
} from "./gateway-form-checks";
import {
  cardPaymentFormSchema,
  netbankingPaymentFormSchema,
  upiPaymentFormSchema,
} from "./payment-forms";

const today = new Date("2026-11-22T10:00:00Z");
const serverErrors = (result: { status?: string; error?: unknown }) =>
  result.status === "error" ? result.error : {};

// A control character in a card field is the one difference: the server then names only that
// field (its other checks wait for the text), the browser every field that fails.
describe("the gateway forms' browser checks give the server action's errors", () => {
  const cards: Record<string, string>[] = [
    {},
    { "card.number": "4111", "card.name": " ", "card.expiry": "13/28", "card.cvv": "12" },
    { "card.number": "3782 8224 6310 005", "card.name": "Ravi", "card.expiry": "10/26" },
    { "card.number": "4111 1111 1111 1111", "card.name": "Ravi", "card.cvv": "1234" },
    { "card.number": "4111-1111-1111-1111", "card.name": "Ravi", "card.expiry": "11/26" },
  ];
  it.each(cards)("card %j", (fields) => {
    const data = formDataOf({ ...fields, "card.cvv": fields["card.cvv"] ?? "123" });
    const schema = cardPaymentFormSchema(today);
    expect(fieldCheckErrors(cardPaymentFieldChecks(today), data)).toEqual(
      serverErrors(parseWithZod(data, { schema })),
    );
  });

  it.each(["", "not an id", "ravi@okhdfc", " ravi.kumar@okicici "])("UPI id %j", (upiId) => {
    const data = formDataOf({ upiId });
    expect(fieldCheckErrors(UPI_PAYMENT_FIELD_CHECKS, data)).toEqual(
      serverErrors(parseWithZod(data, { schema: upiPaymentFormSchema })),
    );
  });

  it.each(["", "XXXX", "HDFC"])("bank %j", (bank) => {
    const data = formDataOf({ bank });
    expect(fieldCheckErrors(NETBANKING_PAYMENT_FIELD_CHECKS, data)).toEqual(
      serverErrors(parseWithZod(data, { schema: netbankingPaymentFormSchema })),
    );
  });
});
