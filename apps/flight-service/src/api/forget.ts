import { randomUUID } from "node:crypto";
import { forgetCallSchema } from "@wayfare/domain";
import { findUserByUsername } from "../auth/users";
import type { ServiceContext } from "../context";
import { parseOrFail } from "../http/validation";
import { sendOtp } from "./otp-sent";

/**
 * apiName "forget" (F§3): userName → a reset OTP by email and SMS, and a new request id for
 * the reset page. An unknown user name gets the same answer and nothing is sent.
 */
export async function forget(ctx: ServiceContext, data: unknown): Promise<Response> {
  const parsed = parseOrFail(forgetCallSchema, data);
  if (!parsed.ok) return parsed.response;
  const { userName } = parsed.value;
  return sendOtp(ctx, {
    purpose: "FORGOT_PASSWORD",
    username: userName,
    requestId: randomUUID(),
    user: await findUserByUsername(ctx.db, userName),
    channels: ["EMAIL", "SMS"],
  });
}
