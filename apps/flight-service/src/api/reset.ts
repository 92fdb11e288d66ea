import { endpoints } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { checkOtp } from "../auth/otp-requests";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { endSessionsOf } from "../auth/sessions";
import { users } from "../db/schema";
import { forPublic } from "../http/handlers";
import { refuse } from "../http/refusal";

/**
 * apiName "reset" (F§3): userName, requestId, otp, newPassword, reTypePassword, checked in
 * the F§5 order. 803 for a wrong, used, expired or exhausted OTP; 415 when the new
 * password is the old one (the OTP stays usable for another try). A new password ends every
 * session of the account, with the same transaction (decision 0036).
 */
export const reset = forPublic(endpoints.reset, async (call, { ctx }) => {
  const { userName, requestId, otp, newPassword } = call;
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
  if (!outcome.ok) return refuse("803", 401);
  if (!outcome.result) return refuse("415", 400);
  return { passwordReset: true as const };
});
