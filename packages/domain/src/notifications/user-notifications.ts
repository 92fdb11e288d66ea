import { CACHE_TIMES_SECONDS } from "../config/constants";
import { NOTIFICATION_CHARACTER_LIMIT } from "../config/limits";
import { formatMoney, type Paise } from "../money/money";

/**
 * A user's notifications history (J§1, J§2): one entry per thing that happened to their
 * bookings, wallet or requests, made where the service queues the matching email today.
 */
export const USER_NOTIFICATION_KINDS = [
  "BOOKING_CONFIRMED",
  "BOOKING_CANCELLED",
  "BOOKING_AMENDED",
  "WALLET_TOPPED_UP",
  "REQUEST_RAISED",
  "REQUEST_ANSWERED",
] as const;
export type UserNotificationKind = (typeof USER_NOTIFICATION_KINDS)[number];

/** What a notification is about: a booking (and a request on it), or a wallet amount. */
export type UserNotificationEvent =
  | { kind: "BOOKING_CONFIRMED" | "BOOKING_CANCELLED" | "BOOKING_AMENDED"; bookingId: string }
  | { kind: "WALLET_TOPPED_UP"; amount: Paise }
  | { kind: "REQUEST_RAISED"; bookingId: string; requestId: string }
  | {
      kind: "REQUEST_ANSWERED";
      bookingId: string;
      requestId: string;
      verdict: "done" | "refused";
    };

/** The history's page size; the spec is silent. Newest first. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** The subscribe prompt's topics (F§7's subscribeTopics); none means unsubscribed. */
export const NOTIFICATION_TOPICS = ["BOOKINGS", "WALLET", "OFFERS"] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const NOTIFICATION_TOPIC_LABELS: Record<NotificationTopic, string> = {
  BOOKINGS: "My bookings and requests",
  WALLET: "My wallet",
  OFFERS: "Offers and deals",
};

function clip(text: string): string {
  return text.length <= NOTIFICATION_CHARACTER_LIMIT
    ? text
    : `${text.slice(0, NOTIFICATION_CHARACTER_LIMIT - 1)}…`;
}

/** The line a notification shows, within J§9's notification character limit of 50. */
export function notificationText(event: UserNotificationEvent): string {
  switch (event.kind) {
    case "BOOKING_CONFIRMED":
      return clip(`Booking ${event.bookingId} is confirmed`);
    case "BOOKING_CANCELLED":
      return clip(`Booking ${event.bookingId} is cancelled`);
    case "BOOKING_AMENDED":
      return clip(`Booking ${event.bookingId} is amended`);
    case "WALLET_TOPPED_UP":
      return clip(`${formatMoney(event.amount)} added to your wallet`);
    case "REQUEST_RAISED":
      return clip(`Request ${event.requestId} raised on ${event.bookingId}`);
    case "REQUEST_ANSWERED":
      return clip(`Request ${event.requestId} ${event.verdict === "done" ? "done" : "refused"}`);
  }
}

/** Where a notification leads: the booking it is about, or the wallet. */
export function notificationHref(event: UserNotificationEvent): string {
  return event.kind === "WALLET_TOPPED_UP"
    ? "/wallet"
    : `/flight/confirmation?bookingId=${encodeURIComponent(event.bookingId)}`;
}

export interface NudgeState {
  topics: readonly NotificationTopic[];
  /** When the nudge was last shown. */
  nudgedAt: Date | null;
  /** When the user dismissed it: it is not shown again. */
  dismissedAt: Date | null;
}

/**
 * The subscribe nudge (J§9 "Notification nudge 10"): shown to a user who has not subscribed
 * nor dismissed it, at most once per 10 seconds, so it does not follow them page after page.
 */
export function nudgeDue(state: NudgeState, now: Date): boolean {
  if (state.topics.length > 0 || state.dismissedAt) return false;
  if (!state.nudgedAt) return true;
  return now.getTime() - state.nudgedAt.getTime() >= CACHE_TIMES_SECONDS.notificationNudge * 1000;
}

/** The coach tour's close form posts this intent (J§2; the portal's /coach-tour checks it). */
export const COACH_TOUR_DISMISS_INTENT = "dismiss-tour";
