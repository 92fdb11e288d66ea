import { endpoints } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { checkOtp } from "../auth/otp-requests";
import { users } from "../db/schema";
import { forPublic } from "../http/handlers";
import { refuse } from "../http/refusal";
import { startSession } from "./session";

/**
 * POST /internal/v1/login (F§3, F§7): username, otp and otpRequestID of an OTP sent by
 * apiName "otp". 803 'Invalid OTP' for a wrong, used, expired or exhausted OTP (three
 * wrong codes at most), 802 for an inactive account.
 */
export const otpLogin = forPublic(
  endpoints.otpLogin,
  async ({ username, otp, otpRequestID }, { ctx, request }) => {
    const outcome = await checkOtp(
      ctx,
      { purpose: "INTERNAL_LOGIN", username, requestId: otpRequestID, code: otp },
      async (userId, tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId));
        return { consume: true, result: user };
      },
    );
    if (!outcome.ok || !outcome.result) return refuse("803", 401);
    return startSession(ctx, outcome.result, request);
  },
);
