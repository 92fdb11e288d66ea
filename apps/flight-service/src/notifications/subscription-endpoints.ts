import { endpoints, nudgeDue, type SubscriptionPayload, type TokenSubject } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { refuseVisitor } from "../after-booking/visitor-guard";
import type { Database } from "../db/database";
import { notificationSubscriptions } from "../db/schema";
import { forUser } from "../http/handlers";
import { unreadCountOf } from "./history-endpoints";

type SubscriptionRow = typeof notificationSubscriptions.$inferSelect;

async function subscriptionOf(db: Pick<Database, "select">, userId: string) {
  const [row] = await db
    .select()
    .from(notificationSubscriptions)
    .where(eq(notificationSubscriptions.userId, userId));
  return row;
}

function answer(row: SubscriptionRow | undefined): SubscriptionPayload {
  return {
    topics: row?.topics ?? [],
    ...(row?.subscribedAt ? { subscribedAt: row.subscribedAt.toISOString() } : {}),
  };
}

/** Writes part of the user's subscription row, making it when there is none. */
async function saveSubscription(
  db: Pick<Database, "insert">,
  userId: string,
  values: Partial<Omit<SubscriptionRow, "userId">>,
) {
  const [row] = await db
    .insert(notificationSubscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSubscriptions.userId, set: values })
    .returning();
  return row;
}

/**
 * The menubar's notifications for a signed-in user (J§2, J§9): the unread count, and the
 * subscribe nudge when due; answering it records the showing, so it comes once per 10 s.
 */
export async function menubarNotifications(db: Database, subject: TokenSubject, now: Date) {
  const row = await subscriptionOf(db, subject.userId);
  const nudge = nudgeDue(
    {
      topics: row?.topics ?? [],
      nudgedAt: row?.nudgedAt ?? null,
      dismissedAt: row?.nudgeDismissedAt ?? null,
    },
    now,
  );
  if (nudge) await saveSubscription(db, subject.userId, { nudgedAt: now });
  return { unreadCount: await unreadCountOf(db, subject.userId), nudge };
}

/**
 * POST /xms/v1/subscriptionInfo { dismissNudge? } (F§7): the caller's subscription; with
 * `dismissNudge` the subscribe nudge is not shown to them again.
 */
export const subscriptionInfo = forUser(
  endpoints.subscriptionInfo,
  async ({ dismissNudge }, { ctx, subject }) => {
    const refused = refuseVisitor(subject);
    if (refused) return refused;
    if (!dismissNudge) return answer(await subscriptionOf(ctx.db, subject.userId));
    const now = ctx.config.now();
    return answer(await saveSubscription(ctx.db, subject.userId, { nudgeDismissedAt: now }));
  },
);

/**
 * POST /xms/v1/subscribeTopics { topics } (F§7): the caller subscribes to these topics and
 * no others; none unsubscribes.
 */
export const subscribeTopics = forUser(
  endpoints.subscribeTopics,
  async ({ topics }, { ctx, subject }) => {
    const refused = refuseVisitor(subject);
    if (refused) return refused;
    const unique = [...new Set(topics)];
    const subscribedAt = unique.length > 0 ? ctx.config.now() : null;
    return answer(await saveSubscription(ctx.db, subject.userId, { topics: unique, subscribedAt }));
  },
);
