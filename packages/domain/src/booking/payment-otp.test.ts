import { describe, expect, it } from "vitest";
import { PAYMENT_OTP_MAX_ATTEMPTS } from "../config/limits";
import {
  maskedMobile,
  PAYMENT_OTP_LENGTH,
  PAYMENT_OTP_MAX_RESENDS,
  PAYMENT_OTP_MESSAGES,
  PAYMENT_OTP_RESEND_WAIT_SECONDS,
  PAYMENT_OTP_TTL_SECONDS,
  paymentOtpSchema,
  secondsUntilOtpResend,
} from "./payment-otp";

const formMessages = (input: { otp?: string }) =>
  paymentOtpSchema.safeParse(input.otp).error?.issues.map((issue) => ["otp", issue.message]);

describe("payment verification OTP (J§ Payment and protection)", () => {
  it("the spec's limit: 3 attempts; ours: 6 digits, valid 5 minutes", () => {
    expect(PAYMENT_OTP_MAX_ATTEMPTS).toBe(3);
    expect(PAYMENT_OTP_LENGTH).toBe(6);
    expect(PAYMENT_OTP_TTL_SECONDS).toBe(300);
  });

  it("the messages, word for word", () => {
    expect(PAYMENT_OTP_MESSAGES.invalid).toBe("Invalid OTP");
    expect(PAYMENT_OTP_MESSAGES.attemptsLeft(2)).toBe("Invalid OTP. You have 2 attempts left.");
    expect(PAYMENT_OTP_MESSAGES.attemptsLeft(1)).toBe("Invalid OTP. You have 1 attempt left.");
    expect(PAYMENT_OTP_MESSAGES.exhausted).toBe(
      "The OTP was entered wrongly 3 times, so this payment was cancelled. Nothing was charged.",
    );
    expect(PAYMENT_OTP_MESSAGES.expired).toBe(
      "The OTP expired, so this payment was cancelled. Nothing was charged.",
    );
    expect(PAYMENT_OTP_MESSAGES.aborted).toBe("You cancelled this payment. Nothing was charged.");
    expect(PAYMENT_OTP_MESSAGES.sentTo("•••••• 3210")).toBe(
      "Your bank has sent an OTP to •••••• 3210.",
    );
  });

  it("a new OTP: 2 more at most, each 30 s after the last was sent", () => {
    expect(PAYMENT_OTP_MAX_RESENDS).toBe(2);
    expect(PAYMENT_OTP_RESEND_WAIT_SECONDS).toBe(30);
    const sentAt = new Date("2026-11-24T10:00:00Z");
    const after = (seconds: number) => new Date(sentAt.getTime() + seconds * 1000);
    expect(secondsUntilOtpResend(sentAt, 2, sentAt)).toBe(30);
    expect(secondsUntilOtpResend(sentAt, 2, after(0.5))).toBe(30);
    expect(secondsUntilOtpResend(sentAt, 1, after(29.5))).toBe(1);
    expect(secondsUntilOtpResend(sentAt, 1, after(30))).toBe(0);
    expect(secondsUntilOtpResend(sentAt, 1, after(600))).toBe(0);
    expect(secondsUntilOtpResend(sentAt, 0, after(600))).toBeUndefined();
    expect(PAYMENT_OTP_MESSAGES.resent("•••••• 3210")).toBe(
      "A new OTP has been sent to •••••• 3210. The earlier one no longer works.",
    );
    expect(PAYMENT_OTP_MESSAGES.resendIn(12)).toBe("You can ask for a new OTP in 12 seconds.");
    expect(PAYMENT_OTP_MESSAGES.resendIn(1)).toBe("You can ask for a new OTP in 1 second.");
    expect(PAYMENT_OTP_MESSAGES.noMoreResends).toBe(
      "No more OTPs can be sent for this payment. Use the last one you received.",
    );
  });

  it("the form takes exactly 6 digits, spaces around them ignored", () => {
    expect(paymentOtpSchema.parse("012345")).toBe("012345");
    expect(paymentOtpSchema.parse(" 987654 ")).toBe("987654");
  });

  it("a blank OTP, or one that is not 6 digits, reads 'Invalid OTP'", () => {
    const invalid = [["otp", "Invalid OTP"]];
    expect(formMessages({})).toEqual(invalid);
    expect(formMessages({ otp: "" })).toEqual(invalid);
    expect(formMessages({ otp: "   " })).toEqual(invalid);
    for (const otp of ["12345", "1234567", "12a456", "12 456", "１２３４５６", "-12345"]) {
      expect(formMessages({ otp })).toEqual(invalid);
    }
  });

  it("masks the mobile down to its last four digits", () => {
    expect(maskedMobile("9876543210")).toBe("•••••• 3210");
    expect(maskedMobile("+91 98765-43210")).toBe("•••••• 3210");
  });
});
