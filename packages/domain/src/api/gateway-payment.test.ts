import { describe, expect, it } from "vitest";
import {
  GATEWAY_PAYMENT_STATUSES,
  gatewayPaymentPayloadSchema,
  isGatewayPaymentInFlight,
  PAYMENT_OTP_PATH,
  paymentOtpRequestSchema,
} from "./gateway-payment";

const orderRefId = "OR123456789012";
const messagesOf = (data: unknown) =>
  paymentOtpRequestSchema
    .safeParse({ data })
    .error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("gateway payment OTP call", () => {
  it("POST /xms/v1/flight/payment/otp takes the order ref id and a 6-digit OTP", () => {
    expect(PAYMENT_OTP_PATH).toBe("/xms/v1/flight/payment/otp");
    expect(paymentOtpRequestSchema.parse({ data: { orderRefId, otp: "004217" } })).toEqual({
      data: { orderRefId, otp: "004217" },
    });
  });

  it("a malformed OTP is the catalogue's 803 text, 'Invalid OTP'", () => {
    for (const otp of [undefined, "", "12345", "1234567", "abcdef", 123456, "x".repeat(5000)]) {
      expect(messagesOf({ orderRefId, otp })).toEqual([["data.otp", "Invalid OTP"]]);
    }
    expect(messagesOf({ orderRefId: "OR1", otp: "123456" })).toEqual([
      ["data.orderRefId", "Invalid order ref id"],
    ]);
  });

  it("OTP_REQUIRED and PENDING are in flight; SUCCESS and FAILED are settled", () => {
    expect(GATEWAY_PAYMENT_STATUSES).toEqual(["OTP_REQUIRED", "PENDING", "SUCCESS", "FAILED"]);
    expect(GATEWAY_PAYMENT_STATUSES.filter(isGatewayPaymentInFlight)).toEqual([
      "OTP_REQUIRED",
      "PENDING",
    ]);
  });

  it("the payload of a payment waiting for its OTP", () => {
    const payload = {
      orderRefId,
      bookingId: "WF1234567890123",
      mode: "CARD",
      status: "OTP_REQUIRED",
      amount: 452_000,
      instrument: "VISA •••• 3220",
      createdAt: "2026-11-22T10:00:00.000Z",
      retryInSecond: 0,
      otpAttemptsLeft: 2,
      otpSentTo: "•••••• 3210",
      otpRejected: true,
    };
    expect(gatewayPaymentPayloadSchema.parse(payload)).toEqual(payload);
    expect(gatewayPaymentPayloadSchema.safeParse({ ...payload, otpAttemptsLeft: 4 }).success).toBe(
      false,
    );
    expect(gatewayPaymentPayloadSchema.safeParse({ ...payload, otpAttemptsLeft: -1 }).success).toBe(
      false,
    );
  });
});
