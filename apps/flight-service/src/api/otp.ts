import { type OtpCall, otpCallSchema } from "@wayfare/domain";
import { findUserByUsername } from "../auth/users";
import type { ServiceContext } from "../context";
import { parseOrFail } from "../http/validation";
import { sendOtp } from "./otp-sent";

/**
 * apiName "otp" (F§3): `{ email, requestId, type: "INTERNAL_LOGIN" }` mails a login OTP for
 * POST /internal/v1/login; `{ key, requestId, type: "FORGOT_PASSWORD", smsreq, emailreq }`
 * sends a fresh reset OTP (email and SMS) for a request id from apiName "forget".
 */
export async function otp(ctx: ServiceContext, data: unknown): Promise<Response> {
  const parsed = parseOrFail<OtpCall>(otpCallSchema, data);
  if (!parsed.ok) return parsed.response;
  const call = parsed.value;
  const username = call.type === "INTERNAL_LOGIN" ? call.email : call.key;
  return sendOtp(ctx, {
    purpose: call.type,
    username,
    requestId: call.requestId,
    user: await findUserByUsername(ctx.db, username),
    channels: call.type === "INTERNAL_LOGIN" ? ["EMAIL"] : ["EMAIL", "SMS"],
  });
}
