import { randomUUID } from "node:crypto";
import { resetPasswordPath } from "@wayfare/domain";
import { issueOtp } from "../auth/otp-requests";
import type { ServiceContext } from "../context";
import type { UserRow } from "../db/schema";
import type { EmailContent } from "../outbox/templates/html";
import type { SetPasswordLink } from "../outbox/templates/set-password";

/**
 * A set-password code and the reset page's link by email, through the outbox (decision
 * 0070: the existing reset flow, its OTP in the email beside the link); false when the
 * account had a code in the last 30 seconds.
 */
export async function sendSetPasswordLink(
  ctx: ServiceContext,
  row: UserRow,
  email: (link: SetPasswordLink) => EmailContent,
): Promise<boolean> {
  const requestId = randomUUID();
  const link = `${ctx.config.portalOrigin}${resetPasswordPath(requestId, row.email)}`;
  return issueOtp(ctx, {
    purpose: "FORGOT_PASSWORD",
    username: row.email,
    requestId,
    user: row,
    channels: ["EMAIL"],
    email: (code, minutes) => email({ name: row.name, link, code, minutes }),
  });
}
