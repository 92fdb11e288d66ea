import {
  FLIGHT_REDEMPTION_PATH,
  PAYMENT_INITIATE_PATH,
  PAYMENT_OTP_PATH,
  PAYMENT_OTP_RESEND_PATH,
  PAYMENT_STATUS_PATH,
} from "@wayfare/domain";
import type { Hono } from "hono";
import type { ServiceContext } from "../context";
import { paymentInitiateEndpoint } from "./initiate-endpoint";
import { paymentOtpEndpoint } from "./otp-endpoint";
import { paymentOtpResendEndpoint } from "./otp-resend-endpoint";
import { redemptionEndpoint } from "./redemption-endpoint";
import { paymentStatusEndpoint } from "./status-endpoint";

/**
 * Card (with the bank's OTP when it asks for one), UPI and net-banking payments through the
 * simulated gateway; vouchers and TJ Cash.
 */
export function addGatewayPaymentRoutes(app: Hono, ctx: ServiceContext): void {
  app.post(PAYMENT_INITIATE_PATH, (c) => paymentInitiateEndpoint(ctx, c.req.raw));
  app.post(PAYMENT_STATUS_PATH, (c) => paymentStatusEndpoint(ctx, c.req.raw));
  app.post(PAYMENT_OTP_PATH, (c) => paymentOtpEndpoint(ctx, c.req.raw));
  app.post(PAYMENT_OTP_RESEND_PATH, (c) => paymentOtpResendEndpoint(ctx, c.req.raw));
  app.post(FLIGHT_REDEMPTION_PATH, (c) => redemptionEndpoint(ctx, c.req.raw));
}
