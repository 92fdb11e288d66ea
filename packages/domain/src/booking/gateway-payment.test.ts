import { describe, expect, it } from "vitest";
import {
  cardBrand,
  cardSchema,
  GATEWAY_MESSAGES,
  maskedInstrument,
  netbankingBankSchema,
  passesLuhn,
  upiIdSchema,
} from "./gateway-payment";

const today = new Date("2026-11-22T10:00:00Z");
const card = { number: "4111 1111 1111 1111", name: "Ravi Kumar", expiry: "12/28", cvv: "123" };
const messagesOf = (input: object) =>
  cardSchema(today)
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path[0], issue.message]);

describe("gateway payments: card, UPI, net banking", () => {
  it("checks card numbers with the Luhn digit and names the brand", () => {
    expect(passesLuhn("4111111111111111")).toBe(true);
    expect(passesLuhn("4111111111111112")).toBe(false);
    expect(cardBrand("4111111111111111")).toBe("VISA");
    expect(cardBrand("378282246310005")).toBe("AMEX");
    expect(cardBrand("5555555555554444")).toBe("MASTERCARD");
    expect(cardBrand("6522000000000003")).toBe("RUPAY");
  });

  it("a good card parses, spaces removed", () => {
    expect(cardSchema(today).parse(card).number).toBe("4111111111111111");
  });

  it("every wrong field gets its message", () => {
    expect(messagesOf({ number: "4111", name: "", expiry: "13/28", cvv: "12" })).toEqual([
      ["number", GATEWAY_MESSAGES.cardNumber],
      ["name", GATEWAY_MESSAGES.cardName],
      ["expiry", GATEWAY_MESSAGES.expiry],
      ["cvv", GATEWAY_MESSAGES.cvv],
    ]);
  });

  it("a card is valid through its expiry month, expired after", () => {
    expect(messagesOf({ ...card, expiry: "11/26" })).toBeUndefined();
    expect(messagesOf({ ...card, expiry: "10/26" })).toEqual([
      ["expiry", GATEWAY_MESSAGES.expired],
    ]);
  });

  it("American Express takes a 4-digit CVV", () => {
    expect(messagesOf({ ...card, number: "378282246310005", cvv: "1234" })).toBeUndefined();
    expect(messagesOf({ ...card, number: "378282246310005", cvv: "123" })).toEqual([
      ["cvv", GATEWAY_MESSAGES.cvv],
    ]);
  });

  it("UPI ids look like name@bank; banks come from the list", () => {
    expect(upiIdSchema.safeParse("ravi.kumar@okhdfc").success).toBe(true);
    expect(upiIdSchema.safeParse("ravi kumar").error?.issues[0]?.message).toBe(
      GATEWAY_MESSAGES.upi,
    );
    expect(netbankingBankSchema.safeParse("HDFC").success).toBe(true);
    expect(netbankingBankSchema.safeParse("XXXX").error?.issues[0]?.message).toBe(
      GATEWAY_MESSAGES.bank,
    );
  });

  it("keeps only the brand and last four digits of a card", () => {
    expect(maskedInstrument("CARD", { number: "4111111111111111" })).toBe("VISA •••• 1111");
    expect(maskedInstrument("UPI", { upiId: "ravi@okicici" })).toBe("ravi@okicici");
    expect(maskedInstrument("NETBANKING", { bank: "SBIN" })).toBe("State Bank of India");
  });
});
