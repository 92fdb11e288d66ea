import { ATTEMPT_LIMITS, type AttemptScope, isAttemptLimited } from "@wayfare/domain";
import { and, count, eq, gt, lte } from "drizzle-orm";
import type { Database } from "../db/database";
import { failedAttempts } from "../db/schema";

type Db = Pick<Database, "select" | "insert" | "delete">;

const ofTarget = (scope: AttemptScope, target: string) =>
  and(eq(failedAttempts.scope, scope), eq(failedAttempts.target, target));

function windowStart(scope: AttemptScope, now: Date): Date {
  return new Date(now.getTime() - ATTEMPT_LIMITS[scope].windowMinutes * 60_000);
}

/** Whether the target has had its fill of failures in the window (the domain's limits). */
export async function attemptsExhausted(
  db: Db,
  scope: AttemptScope,
  target: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ failures: count() })
    .from(failedAttempts)
    .where(and(ofTarget(scope, target), gt(failedAttempts.createdAt, windowStart(scope, now))));
  return isAttemptLimited(scope, row?.failures ?? 0);
}

/** One more failure; the target's failures older than the window go at the same time. */
export async function recordFailure(db: Db, scope: AttemptScope, target: string, now: Date) {
  await db
    .delete(failedAttempts)
    .where(and(ofTarget(scope, target), lte(failedAttempts.createdAt, windowStart(scope, now))));
  await db.insert(failedAttempts).values({ scope, target, createdAt: now });
}

/** A success clears the target's failures: limits stop guessing, not the rightful user. */
export async function forgetFailures(db: Db, scope: AttemptScope, target: string) {
  await db.delete(failedAttempts).where(ofTarget(scope, target));
}
