import type { CoachScreen, NotificationTopic, UserNotificationEvent } from "@wayfare/domain";
import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A user's notifications history (J§2): one row per event, written in the event's own
 * transaction beside its email. `user_id` has no foreign key: a guest's bookings belong to a
 * visitor id without an account row (nobody reads those).
 */
export const userNotifications = pgTable(
  "user_notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id").notNull(),
    event: jsonb("event").$type<UserNotificationEvent>().notNull(),
    receivedOn: timestamp("received_on", { withTimezone: true }).notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [
    index("user_notifications_by_user").on(table.userId, table.id),
    index("user_notifications_unread").on(table.userId).where(sql`${table.readAt} is null`),
  ],
);
export type UserNotificationRow = typeof userNotifications.$inferSelect;

/** F§7's subscription, per user, and when the subscribe nudge was last shown or dismissed. */
export const notificationSubscriptions = pgTable("notification_subscriptions", {
  userId: text("user_id").primaryKey(),
  topics: jsonb("topics").$type<NotificationTopic[]>().notNull().default([]),
  subscribedAt: timestamp("subscribed_at", { withTimezone: true }),
  nudgedAt: timestamp("nudged_at", { withTimezone: true }),
  nudgeDismissedAt: timestamp("nudge_dismissed_at", { withTimezone: true }),
});

/** F§7's coach screens: a tour the user has dismissed is not shown to them again. */
export const coachScreens = pgTable(
  "coach_screens",
  {
    userId: text("user_id").notNull(),
    screen: text("screen").$type<CoachScreen>().notNull(),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.screen] })],
);
