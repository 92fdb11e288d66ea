import { INTERNAL_OTP_SENT_MESSAGE } from "@wayfare/domain";
import { issueOtp, type OtpIssue } from "../auth/otp-requests";
import type { ServiceContext } from "../context";
import { refuse } from "../http/refusal";
import { reply } from "../http/reply";

/**
 * Sends an OTP and answers the same whether or not the user name has an account (so the
 * answer reveals nothing): the request id in the payload and in otpToken (F§3). Too many
 * requests answer 429 with 416 'All Internal Ids are in use, request after some time', the
 * catalogue's only "request after some time" text.
 */
export async function sendOtp(ctx: ServiceContext, issue: OtpIssue) {
  if (!(await issueOtp(ctx, issue))) return refuse("416", 429);
  const payload = { requestId: issue.requestId, message: INTERNAL_OTP_SENT_MESSAGE };
  return reply(payload, {
    envelope: { otpToken: { key: issue.username, requestId: issue.requestId } },
  });
}
