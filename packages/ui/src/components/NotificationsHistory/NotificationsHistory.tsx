import {
  LOCALE,
  NOTIFICATION_TOPIC_LABELS,
  NOTIFICATION_TOPICS,
  type NotificationTopic,
  type UserNotification,
} from "@wayfare/domain";
import { nativeFocusRing } from "../../lib/focus-ring";
import { Badge } from "../Badge/Badge";
import { NativeButton } from "../NativeButton/NativeButton";
import { NativeCheckbox } from "../NativeCheckbox/NativeCheckbox";

export const defaultNotificationsHistoryMessages = {
  heading: "Notifications",
  unread: (count: number) => (count === 1 ? "1 unread" : `${count} unread`),
  empty: "No notifications yet.",
  receivedOn: "Received on",
  unreadLabel: "Unread",
  markRead: "Mark read",
  /** The per-item button's accessible name. */
  markReadOf: (text: string) => `Mark read: ${text}`,
  markAllRead: "Mark all read",
  pages: "Notification pages",
  previous: "Newer",
  next: "Older",
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  subscribeHeading: "Get notified",
  subscribePrompt: "Subscribe to hear about your bookings, wallet and offers.",
  subscribedTo: "You are subscribed.",
  topics: "Topics",
  subscribe: "Subscribe",
  update: "Update subscription",
  unsubscribe: "Unsubscribe",
};
export type NotificationsHistoryMessages = typeof defaultNotificationsHistoryMessages;

export interface NotificationsHistoryProps {
  notifications: readonly UserNotification[];
  unreadCount: number;
  page: number;
  pageCount: number;
  /** The link to another page of the history. */
  pageHref: (page: number) => string;
  /** The subscribed topics; none when not subscribed. */
  topics: readonly NotificationTopic[];
  /** Where the mark-read and subscription forms post (each sends an `intent`). */
  action?: string;
  messages?: Partial<NotificationsHistoryMessages>;
}

const RECEIVED_ON = new Intl.DateTimeFormat(LOCALE, {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

const linkClass = `inline-flex min-h-11 items-center rounded-sm font-medium text-link underline underline-offset-2 hover:no-underline ${nativeFocusRing}`;

/**
 * A user's notifications history (J§2): newest first, each with its received-on time and an
 * unread mark (in words, not colour alone), marked read one by one or all at once; pages
 * by links; and the prompt to subscribe (F§7's topics). Every control is a form post or a
 * link, so it all works before JavaScript loads.
 */
export function NotificationsHistory({
  notifications,
  unreadCount,
  page,
  pageCount,
  pageHref,
  topics,
  action,
  messages,
}: NotificationsHistoryProps) {
  const text = { ...defaultNotificationsHistoryMessages, ...messages };
  return (
    <div data-slot="notifications-history" className="flex flex-col gap-6">
      <section aria-labelledby="notifications-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 id="notifications-heading" className="text-2xl font-semibold text-fg">
            {text.heading}
          </h1>
          <p className="text-fg-muted">{text.unread(unreadCount)}</p>
          {unreadCount > 0 ? (
            <form method="post" action={action} className="ms-auto">
              <input type="hidden" name="intent" value="read-all" />
              <NativeButton type="submit" variant="secondary" size="sm">
                {text.markAllRead}
              </NativeButton>
            </form>
          ) : null}
        </div>
        {notifications.length === 0 ? (
          <p className="text-fg-muted">{text.empty}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-subtle rounded-lg border border-subtle bg-surface">
            {notifications.map((notification) => (
              <li key={notification.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
                <div className="flex min-w-0 flex-1 flex-col">
                  <a
                    href={notification.href}
                    className={`${linkClass} ${notification.read ? "" : "font-semibold"}`}
                  >
                    {notification.read ? null : (
                      <Badge tone="brand" size="sm" className="me-2">
                        {text.unreadLabel}
                      </Badge>
                    )}
                    {notification.text}
                  </a>
                  <p className="text-sm text-fg-muted">
                    {text.receivedOn}{" "}
                    <time dateTime={notification.receivedOn}>
                      {RECEIVED_ON.format(new Date(notification.receivedOn))}
                    </time>
                  </p>
                </div>
                {notification.read ? null : (
                  <form method="post" action={action}>
                    <input type="hidden" name="intent" value="read" />
                    <input type="hidden" name="id" value={notification.id} />
                    <NativeButton
                      type="submit"
                      variant="secondary"
                      size="sm"
                      aria-label={text.markReadOf(notification.text)}
                    >
                      {text.markRead}
                    </NativeButton>
                  </form>
                )}
              </li>
            ))}
          </ul>
        )}
        {pageCount > 1 ? (
          <nav aria-label={text.pages} className="flex items-center gap-4">
            {page > 1 ? (
              <a href={pageHref(page - 1)} className={linkClass}>
                {text.previous}
              </a>
            ) : null}
            <p aria-current="page">{text.pageOf(page, pageCount)}</p>
            {page < pageCount ? (
              <a href={pageHref(page + 1)} className={linkClass}>
                {text.next}
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
      <section
        id="subscribe"
        aria-labelledby="subscribe-heading"
        className="flex flex-col gap-3 rounded-lg border border-subtle bg-surface-raised p-4"
      >
        <h2 id="subscribe-heading" className="text-lg font-semibold text-fg">
          {text.subscribeHeading}
        </h2>
        <p>{topics.length > 0 ? text.subscribedTo : text.subscribePrompt}</p>
        <form method="post" action={action} className="flex flex-col gap-3">
          <fieldset className="flex flex-col gap-1">
            <legend className="font-medium">{text.topics}</legend>
            {NOTIFICATION_TOPICS.map((topic) => (
              <NativeCheckbox
                key={topic}
                name="topics"
                value={topic}
                label={NOTIFICATION_TOPIC_LABELS[topic]}
                defaultChecked={topics.length === 0 || topics.includes(topic)}
              />
            ))}
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <NativeButton type="submit" name="intent" value="subscribe">
              {topics.length > 0 ? text.update : text.subscribe}
            </NativeButton>
            {topics.length > 0 ? (
              <NativeButton type="submit" name="intent" value="unsubscribe" variant="secondary">
                {text.unsubscribe}
              </NativeButton>
            ) : null}
          </div>
        </form>
      </section>
    </div>
  );
}
