import { ATTEMPT_LIMITS, type AttemptScope, mayCheckAttempt } from "@wayfare/domain";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { attemptCounters } from "../db/schema";
import { sqlTimestamp } from "../db/sql-timestamp";

type Db = Pick<Database, "insert" | "update" | "delete">;

/** What a try counts against: its target (an account, a booking id) and its client address. */
export interface AttemptKey {
  scope: AttemptScope;
  target: string;
  /** The domain's attemptAddressKey of the caller. */
  address: string;
}

export type AttemptOutcome = "passed" | "failed" | "limited";

/** The client of the row that counts a target's tries from all addresses together. */
const ALL_ADDRESSES = "*";

const ofTarget = ({ scope, target }: AttemptKey) =>
  and(eq(attemptCounters.scope, scope), eq(attemptCounters.target, target));

function windowStart(scope: AttemptScope, now: Date): Date {
  return new Date(now.getTime() - ATTEMPT_LIMITS[scope].windowMinutes * 60_000);
}

/**
 * Counts one more try and answers the count, in one statement: concurrent tries each get a
 * number of their own. A count whose window has passed starts again at 1.
 */
async function countTry(db: Db, key: AttemptKey, client: string, now: Date): Promise<number> {
  const past = sql`${attemptCounters.windowStartedAt} <= ${sqlTimestamp(windowStart(key.scope, now))}`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ scope: key.scope, target: key.target, client, windowStartedAt: now, tries: 1 })
    .onConflictDoUpdate({
      target: [attemptCounters.scope, attemptCounters.target, attemptCounters.client],
      set: {
        windowStartedAt: sql`case when ${past} then ${sqlTimestamp(now)} else ${attemptCounters.windowStartedAt} end`,
        tries: sql`case when ${past} then 1 else ${attemptCounters.tries} + 1 end`,
      },
    })
    .returning({ tries: attemptCounters.tries });
  return row?.tries ?? Number.POSITIVE_INFINITY;
}

/**
 * Runs `check` (is the secret right?) only while the domain's limits allow it (decision
 * 0035). The try is counted before the check, so of any number of concurrent tries only the
 * limit's worth are checked: first against its address (a try refused there counts nowhere
 * else), then against the target's ceiling over all addresses. A limited try is refused
 * whatever the secret. A pass clears its address's count and is taken off the ceiling.
 */
export async function checkWithinLimits(
  db: Db,
  key: AttemptKey,
  now: Date,
  check: () => Promise<boolean>,
): Promise<AttemptOutcome> {
  await db
    .delete(attemptCounters)
    .where(and(ofTarget(key), lte(attemptCounters.windowStartedAt, windowStart(key.scope, now))));
  if (!mayCheckAttempt(key.scope, "perAddress", await countTry(db, key, key.address, now))) {
    return "limited";
  }
  if (!mayCheckAttempt(key.scope, "perTarget", await countTry(db, key, ALL_ADDRESSES, now))) {
    return "limited";
  }
  if (!(await check())) return "failed";
  await db
    .delete(attemptCounters)
    .where(and(ofTarget(key), eq(attemptCounters.client, key.address)));
  await db
    .update(attemptCounters)
    .set({ tries: sql`greatest(${attemptCounters.tries} - 1, 0)` })
    .where(and(ofTarget(key), eq(attemptCounters.client, ALL_ADDRESSES)));
  return "passed";
}
