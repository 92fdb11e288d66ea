import { endpoints } from "@wayfare/domain";
import { findUserByUsername } from "../auth/users";
import { forPublic } from "../http/handlers";
import { sendOtp } from "./otp-sent";

/**
 * apiName "otp" (F§3): `{ email, requestId, type: "INTERNAL_LOGIN" }` mails a login OTP for
 * POST /internal/v1/login; `{ key, requestId, type: "FORGOT_PASSWORD", smsreq, emailreq }`
 * sends a fresh reset OTP (email and SMS) for a request id from apiName "forget".
 */
export const otp = forPublic(endpoints.otp, async (call, { ctx }) => {
  const username = call.type === "INTERNAL_LOGIN" ? call.email : call.key;
  return sendOtp(ctx, {
    purpose: call.type,
    username,
    requestId: call.requestId,
    user: await findUserByUsername(ctx.db, username),
    channels: call.type === "INTERNAL_LOGIN" ? ["EMAIL"] : ["EMAIL", "SMS"],
  });
});
