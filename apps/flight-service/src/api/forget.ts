import { randomUUID } from "node:crypto";
import { endpoints } from "@wayfare/domain";
import { findUserByUsername } from "../auth/users";
import { forPublic } from "../http/handlers";
import { sendOtp } from "./otp-sent";

/**
 * apiName "forget" (F§3): userName → a reset OTP by email and SMS, and a new request id for
 * the reset page. An unknown user name gets the same answer and nothing is sent.
 */
export const forget = forPublic(endpoints.forget, async ({ userName }, { ctx }) =>
  sendOtp(ctx, {
    purpose: "FORGOT_PASSWORD",
    username: userName,
    requestId: randomUUID(),
    user: await findUserByUsername(ctx.db, userName),
    channels: ["EMAIL", "SMS"],
  }),
);
