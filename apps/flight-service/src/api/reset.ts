import { type ResetCall, resetCallSchema } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { checkOtp } from "../auth/otp-requests";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { endSessionsOf } from "../auth/sessions";
import type { ServiceContext } from "../context";
import { users } from "../db/schema";
import { catalogueFailure, success } from "../http/envelope";
import { parseOrFail } from "../http/validation";

/**
 * apiName "reset" (F§3): userName, requestId, otp, newPassword, reTypePassword, checked in
 * the F§5 order. 803 for a wrong, used, expired or exhausted OTP; 415 when the new
 * password is the old one (the OTP stays usable for another try). A new password ends every
 * session of the account, with the same transaction (decision 0036).
 */
export async function reset(ctx: ServiceContext, data: unknown): Promise<Response> {
  const parsed = parseOrFail<ResetCall>(resetCallSchema, data);
  if (!parsed.ok) return parsed.response;
  const { userName, requestId, otp, newPassword } = parsed.value;
  const outcome = await checkOtp(
    ctx,
    { purpose: "FORGOT_PASSWORD", username: userName, requestId, code: otp },
    async (userId, tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      if (!user || (await verifyPassword(user.passwordHash, newPassword))) {
        return { consume: false, result: false };
      }
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword) })
        .where(eq(users.id, userId));
      await endSessionsOf(tx, userId);
      return { consume: true, result: true };
    },
  );
  if (!outcome.ok) return catalogueFailure(401, "803");
  if (!outcome.result) return catalogueFailure(400, "415");
  return success({ passwordReset: true as const });
}
