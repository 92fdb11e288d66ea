import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { errorOf } from "../testing/error-of";
import { formDataOf } from "../testing/form-data";
import {
  paymentIntentSchema,
  paymentOtpFormSchema,
  walletPaymentFormSchema,
} from "./payment-forms";

describe("the payment page's forms, as its actions parse them", () => {
  it("tells the pay buttons apart; a post without a known one pays from the wallet", () => {
    expect(paymentIntentSchema.parse("UPI")).toBe("UPI");
    expect(paymentIntentSchema.parse(undefined)).toBe("wallet");
    expect(paymentIntentSchema.parse("bitcoin")).toBe("wallet");
  });

  it("pays from a wallet only once the confirm dialog's 'Pay' said so", () => {
    const asked = parseWithZod(formDataOf({ wallet: "DEPOSIT" }), {
      schema: walletPaymentFormSchema,
    });
    expect(asked.status === "success" && asked.value).toEqual({
      wallet: "DEPOSIT",
      confirmed: false,
    });
    const confirmed = parseWithZod(formDataOf({ wallet: "DEPOSIT", confirmed: "true" }), {
      schema: walletPaymentFormSchema,
    });
    expect(confirmed.status === "success" && confirmed.value.confirmed).toBe(true);
    expect(errorOf(parseWithZod(formDataOf({}), { schema: walletPaymentFormSchema }))).toEqual({
      wallet: ["Please choose a payment mode"],
    });
  });

  it("the bank's OTP: 6 digits, else the catalogue's 'Invalid OTP'", () => {
    const parse = (otp: string) =>
      parseWithZod(formDataOf({ otp }), { schema: paymentOtpFormSchema });
    const ok = parse(" 123456 ");
    expect(ok.status === "success" && ok.value).toEqual({ otp: "123456" });
    expect(errorOf(parse(""))).toEqual({ otp: ["Invalid OTP"] });
    expect(errorOf(parse("12345"))).toEqual({ otp: ["Invalid OTP"] });
  });
});
