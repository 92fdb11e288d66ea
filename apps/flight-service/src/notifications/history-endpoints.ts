import {
  endpoints,
  NOTIFICATIONS_PAGE_SIZE,
  notificationHref,
  notificationText,
  type UserNotification,
} from "@wayfare/domain";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { refuseVisitor } from "../after-booking/visitor-guard";
import type { Database } from "../db/database";
import { type UserNotificationRow, userNotifications } from "../db/schema";
import { forUser } from "../http/handlers";

/** The user's unread notifications: the menubar's count. */
export async function unreadCountOf(db: Pick<Database, "select">, userId: string) {
  const [row] = await db
    .select({ unread: count() })
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt)));
  return row?.unread ?? 0;
}

function entry(row: UserNotificationRow): UserNotification {
  return {
    id: String(row.id),
    kind: row.event.kind,
    text: notificationText(row.event),
    href: notificationHref(row.event),
    receivedOn: row.receivedOn.toISOString(),
    read: row.readAt !== null,
  };
}

/**
 * POST /xms/v1/user-notifications { page }: the caller's own notifications history (J§2),
 * newest first, a page of 10; a page past the last answers the last.
 */
export const userNotificationsHistory = forUser(
  endpoints.userNotifications,
  async ({ page }, { ctx, subject }) => {
    const refused = refuseVisitor(subject);
    if (refused) return refused;
    const mine = eq(userNotifications.userId, subject.userId);
    const [total] = await ctx.db.select({ all: count() }).from(userNotifications).where(mine);
    const pageCount = Math.max(1, Math.ceil((total?.all ?? 0) / NOTIFICATIONS_PAGE_SIZE));
    const shown = Math.min(page, pageCount);
    const rows = await ctx.db
      .select()
      .from(userNotifications)
      .where(mine)
      .orderBy(desc(userNotifications.id))
      .limit(NOTIFICATIONS_PAGE_SIZE)
      .offset((shown - 1) * NOTIFICATIONS_PAGE_SIZE);
    return {
      notifications: rows.map(entry),
      unreadCount: await unreadCountOf(ctx.db, subject.userId),
      page: shown,
      pageCount,
    };
  },
);

/**
 * POST /xms/v1/user-notifications/read { ids } or { all: true }: marks the caller's own
 * notifications read; ids of anyone else's change nothing. Marking again changes nothing.
 */
export const markNotificationsRead = forUser(
  endpoints.markNotificationsRead,
  async (request, { ctx, subject }) => {
    const refused = refuseVisitor(subject);
    if (refused) return refused;
    const chosen =
      "ids" in request ? inArray(userNotifications.id, request.ids.map(Number)) : undefined;
    await ctx.db
      .update(userNotifications)
      .set({ readAt: ctx.config.now() })
      .where(
        and(eq(userNotifications.userId, subject.userId), isNull(userNotifications.readAt), chosen),
      );
    return { unreadCount: await unreadCountOf(ctx.db, subject.userId) };
  },
);
