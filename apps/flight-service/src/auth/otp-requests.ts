import { randomUUID } from "node:crypto";
import { and, count, desc, eq, gt } from "drizzle-orm";
import { OTP_POLICY } from "../config/otp-policy";
import type { ServiceContext } from "../context";
import type { Transaction } from "../db/database";
import { lockKey } from "../db/locks";
import { otpRequests, type UserRow } from "../db/schema";
import { type OutboxMessage, sendToOutbox } from "../outbox/outbox";
import type { EmailContent } from "../outbox/templates/html";
import { otpEmail, otpText } from "../outbox/templates/otp";
import { normaliseUsername } from "./users";

export type OtpPurpose = "INTERNAL_LOGIN" | "FORGOT_PASSWORD";

export interface OtpIssue {
  purpose: OtpPurpose;
  username: string;
  requestId: string;
  /** The account the user name belongs to; undefined sends nothing but answers the same. */
  user: UserRow | undefined;
  channels: ("EMAIL" | "SMS")[];
  /** The email carrying the code, when not the plain OTP email (an invitation, a reset link). */
  email?: (code: string, minutes: number) => EmailContent;
}

const SUBJECTS: Record<OtpPurpose, string> = {
  INTERNAL_LOGIN: "Your Wayfare login OTP",
  FORGOT_PASSWORD: "Your Wayfare password reset OTP",
};

function messagesFor(issue: OtpIssue, code: string): OutboxMessage[] {
  const { user } = issue;
  if (!user) return [];
  const minutes = OTP_POLICY.ttlSeconds / 60;
  return issue.channels.flatMap((channel): OutboxMessage[] => {
    if (channel === "EMAIL") {
      const email = issue.email
        ? issue.email(code, minutes)
        : otpEmail(SUBJECTS[issue.purpose], code, minutes);
      return [{ channel, recipient: user.email, ...email }];
    }
    return user.mobile ? [{ channel, recipient: user.mobile, body: otpText(code, minutes) }] : [];
  });
}

/**
 * Sends a fresh OTP for a request id (a resend supersedes the earlier code) unless the user
 * name has had one in the last 30 s or five in the last hour. Answers false when limited.
 */
export async function issueOtp(ctx: ServiceContext, issue: OtpIssue): Promise<boolean> {
  const loginKey = normaliseUsername(issue.username);
  const now = ctx.config.now();
  return ctx.db.transaction(async (tx) => {
    await lockKey(tx, `otp:${loginKey}`);
    const since = (seconds: number) =>
      tx
        .select({ sent: count() })
        .from(otpRequests)
        .where(
          and(
            eq(otpRequests.loginKey, loginKey),
            gt(otpRequests.createdAt, new Date(now.getTime() - seconds * 1000)),
          ),
        );
    const [recent] = await since(OTP_POLICY.minIntervalSeconds);
    const [lastHour] = await since(60 * 60);
    if ((recent?.sent ?? 0) > 0 || (lastHour?.sent ?? 0) >= OTP_POLICY.maxPerHour) return false;

    const id = randomUUID();
    const code = ctx.otpCodes.generate();
    await tx.insert(otpRequests).values({
      id,
      purpose: issue.purpose,
      loginKey,
      requestId: issue.requestId,
      userId: issue.user?.id ?? null,
      codeHash: ctx.otpCodes.hash(id, code),
      expiresAt: new Date(now.getTime() + OTP_POLICY.ttlSeconds * 1000),
      createdAt: now,
    });
    await sendToOutbox(tx, messagesFor(issue, code));
    return true;
  });
}

export interface OtpCheck {
  purpose: OtpPurpose;
  username: string;
  requestId: string;
  code: string;
}

export type OtpOutcome = { ok: true; userId: string } | { ok: false };

/**
 * Checks the latest OTP of a request. A wrong code uses up an attempt (kept even when the
 * caller fails afterwards); the third wrong code, expiry or use makes it dead. `onMatch`
 * runs in the same transaction: it answers whether to consume the OTP (false keeps it
 * usable, e.g. a reset refused because the new password equals the old one).
 */
export async function checkOtp<T>(
  ctx: ServiceContext,
  check: OtpCheck,
  onMatch: (userId: string, tx: Transaction) => Promise<{ consume: boolean; result: T }>,
): Promise<{ ok: true; result: T } | { ok: false }> {
  const loginKey = normaliseUsername(check.username);
  const now = ctx.config.now();
  return ctx.db.transaction(async (tx) => {
    const [otp] = await tx
      .select()
      .from(otpRequests)
      .where(
        and(
          eq(otpRequests.purpose, check.purpose),
          eq(otpRequests.loginKey, loginKey),
          eq(otpRequests.requestId, check.requestId),
        ),
      )
      .orderBy(desc(otpRequests.createdAt))
      .limit(1)
      .for("update");
    const usable =
      otp &&
      otp.userId !== null &&
      otp.consumedAt === null &&
      otp.expiresAt > now &&
      otp.attempts < OTP_POLICY.maxAttempts;
    if (!usable) return { ok: false } as const;
    if (!ctx.otpCodes.matches(otp.id, check.code, otp.codeHash)) {
      await tx
        .update(otpRequests)
        .set({ attempts: otp.attempts + 1 })
        .where(eq(otpRequests.id, otp.id));
      return { ok: false } as const;
    }
    const { consume, result } = await onMatch(otp.userId as string, tx);
    if (consume) {
      await tx.update(otpRequests).set({ consumedAt: now }).where(eq(otpRequests.id, otp.id));
    }
    return { ok: true, result } as const;
  });
}
