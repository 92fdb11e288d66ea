import { z } from "zod";
import { COACH_SCREENS } from "../notifications/coach-tour";
import { NOTIFICATION_TOPICS, USER_NOTIFICATION_KINDS } from "../notifications/user-notifications";
import { requestBodySchema } from "./envelope";

/** The signed-in user's own notifications history (J§2), a page at a time, newest first. */
export const USER_NOTIFICATIONS_PATH = "/xms/v1/user-notifications";
/** Marks the caller's notifications read: the ones named, or all of them. */
export const USER_NOTIFICATIONS_READ_PATH = "/xms/v1/user-notifications/read";
/** F§7's subscription calls. */
export const SUBSCRIPTION_INFO_PATH = "/xms/v1/subscriptionInfo";
export const SUBSCRIBE_TOPICS_PATH = "/xms/v1/subscribeTopics";
/** F§7's coach tour calls. */
export const COACH_SCREEN_GET_PATH = "/xtraa/coach-screen/get-user-details";
export const COACH_SCREEN_UPDATE_PATH = "/xtraa/coach-screen/update-user-details";

export const userNotificationsRequestSchema = requestBodySchema(
  z.object({ page: z.int().min(1).max(10_000).default(1) }).strict(),
);

export const userNotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(USER_NOTIFICATION_KINDS),
  text: z.string(),
  href: z.string(),
  receivedOn: z.iso.datetime(),
  read: z.boolean(),
});
export type UserNotification = z.infer<typeof userNotificationSchema>;

export const userNotificationsPayloadSchema = z.object({
  notifications: z.array(userNotificationSchema),
  unreadCount: z.int().min(0),
  page: z.int().min(1),
  pageCount: z.int().min(1),
});
export type UserNotificationsPayload = z.infer<typeof userNotificationsPayloadSchema>;

const notificationIdSchema = z.string().regex(/^\d{1,18}$/, "Bad Request");

export const markNotificationsReadRequestSchema = requestBodySchema(
  z.union([
    z.object({ ids: z.array(notificationIdSchema).min(1).max(100) }).strict(),
    z.object({ all: z.literal(true) }).strict(),
  ]),
);

export const notificationsReadPayloadSchema = z.object({ unreadCount: z.int().min(0) });

const topicsSchema = z.array(z.enum(NOTIFICATION_TOPICS)).max(NOTIFICATION_TOPICS.length);

export const subscriptionInfoRequestSchema = requestBodySchema(
  z.object({ dismissNudge: z.literal(true).optional() }).strict(),
);

export const subscribeTopicsRequestSchema = requestBodySchema(
  z.object({ topics: topicsSchema }).strict(),
);

export const subscriptionPayloadSchema = z.object({
  /** The topics subscribed to; none when unsubscribed. */
  topics: topicsSchema,
  subscribedAt: z.iso.datetime().optional(),
});
export type SubscriptionPayload = z.infer<typeof subscriptionPayloadSchema>;

export const coachScreenRequestSchema = requestBodySchema(
  z.object({ screen: z.enum(COACH_SCREENS) }).strict(),
);

export const coachScreenPayloadSchema = z.object({
  screen: z.enum(COACH_SCREENS),
  /** The tour is shown until the user dismisses it. */
  dismissed: z.boolean(),
});
export type CoachScreenPayload = z.infer<typeof coachScreenPayloadSchema>;
