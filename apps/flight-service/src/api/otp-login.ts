import { otpLoginCallSchema, requestBodySchema } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { checkOtp } from "../auth/otp-requests";
import type { ServiceContext } from "../context";
import { users } from "../db/schema";
import { catalogueFailure } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { startSession } from "./session";

const bodySchema = requestBodySchema(otpLoginCallSchema);

/**
 * POST /internal/v1/login (F§3, F§7): username, otp and otpRequestID of an OTP sent by
 * apiName "otp". 803 'Invalid OTP' for a wrong, used, expired or exhausted OTP (three
 * wrong codes at most), 802 for an inactive account.
 */
export async function otpLogin(ctx: ServiceContext, request: Request): Promise<Response> {
  const parsed = parseOrFail(bodySchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  const { username, otp, otpRequestID } = parsed.value.data;
  const outcome = await checkOtp(
    ctx,
    { purpose: "INTERNAL_LOGIN", username, requestId: otpRequestID, code: otp },
    async (userId, tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      return { consume: true, result: user };
    },
  );
  if (!outcome.ok || !outcome.result) return catalogueFailure(401, "803");
  return startSession(ctx, outcome.result);
}
