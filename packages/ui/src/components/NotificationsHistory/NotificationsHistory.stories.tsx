import type { Meta, StoryObj } from "@storybook/react-vite";
import type { UserNotification } from "@wayfare/domain";
import { expect, userEvent, within } from "storybook/test";
import { nextSubmission } from "../../lib/story-helpers";
import { NotificationsHistory } from "./NotificationsHistory";

const notification = (
  id: string,
  text: string,
  receivedOn: string,
  read: boolean,
): UserNotification => ({
  id,
  kind: "BOOKING_CONFIRMED",
  text,
  href: "/flight/confirmation?bookingId=WF2612010000042",
  receivedOn,
  read,
});

const notifications = [
  notification("12", "Booking WF2612010000042 is confirmed", "2026-11-27T09:15:00Z", false),
  notification("11", "₹10,000.00 added to your wallet", "2026-11-26T14:02:00Z", false),
  notification("10", "Request AMD-7 done", "2026-11-20T05:30:00Z", true),
];

const meta = {
  title: "After booking/NotificationsHistory",
  component: NotificationsHistory,
  args: {
    notifications,
    unreadCount: 2,
    page: 1,
    pageCount: 2,
    pageHref: (page) => `/notifications?page=${page}`,
    topics: [],
    action: "/notifications",
  },
} satisfies Meta<typeof NotificationsHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, each with its received-on time; unread ones say so and can be marked read. */
export const UnreadAndRead: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(canvas.getByText("2 unread")).toBeVisible();
    const items = canvas.getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent("UnreadBooking WF2612010000042 is confirmed");
    await expect(items[0]).toHaveTextContent("Received on 27 Nov 2026, 02:45 pm");
    await expect(items[2]).not.toHaveTextContent("Unread");
    const mark = canvas.getByRole("button", {
      name: "Mark read: Booking WF2612010000042 is confirmed",
    });
    const form = mark.closest("form") as HTMLFormElement;
    const posted = nextSubmission(form);
    await userEvent.click(mark);
    await expect(await posted).toEqual({ intent: "read", id: "12" });
    const all = canvas.getByRole("button", { name: "Mark all read" });
    const postedAll = nextSubmission(all.closest("form") as HTMLFormElement);
    await userEvent.click(all);
    await expect(await postedAll).toEqual({ intent: "read-all" });
    const pages = canvas.getByRole("navigation", { name: "Notification pages" });
    await expect(within(pages).getByRole("link", { name: "Older" })).toHaveAttribute(
      "href",
      "/notifications?page=2",
    );
  },
};

/** The subscribe prompt posts the topics chosen (all of them ticked to begin with). */
export const SubscribePrompt: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Get notified" });
    await userEvent.click(within(region).getByRole("checkbox", { name: "Offers and deals" }));
    const subscribe = within(region).getByRole("button", { name: "Subscribe" });
    const form = subscribe.closest("form") as HTMLFormElement;
    const posted = new Promise<string[][]>((resolve) => {
      form.addEventListener(
        "submit",
        (event) => {
          event.preventDefault();
          resolve([...new FormData(form, event.submitter)].map(([k, v]) => [k, String(v)]));
        },
        { once: true },
      );
    });
    await userEvent.click(subscribe);
    await expect(await posted).toEqual([
      ["topics", "BOOKINGS"],
      ["topics", "WALLET"],
      ["intent", "subscribe"],
    ]);
  },
};

/** Subscribed: the topics as chosen, and a way to unsubscribe. */
export const Subscribed: Story = {
  args: {
    topics: ["BOOKINGS"],
    unreadCount: 0,
    notifications: notifications.slice(2),
    pageCount: 1,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You are subscribed.")).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "My wallet" })).not.toBeChecked();
    await expect(canvas.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Mark all read" })).toBeNull();
    await expect(canvas.queryByRole("navigation", { name: "Notification pages" })).toBeNull();
  },
};

export const Empty: Story = {
  args: { notifications: [], unreadCount: 0, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No notifications yet.")).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
  },
};
