import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { BookingTabs } from "./BookingTabs";

const meta = {
  title: "Booking/BookingTabs",
  component: BookingTabs,
  args: {
    current: "All",
    counts: { All: 14, Upcoming: 2, Unconfirmed: 3, Completed: 8, Cancelled: 1 },
    hrefOf: (tab) => `/my-bookings?tab=${tab}`,
  },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All is shown: five links with their counts, the current one marked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Booking tabs" });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      "All (14)",
      "Upcoming (2)",
      "Unconfirmed (3)",
      "Completed (8)",
      "Cancelled (1)",
    ]);
    await expect(canvas.getByRole("link", { name: "All (14)" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("link", { name: "Upcoming (2)" })).not.toHaveAttribute(
      "aria-current",
    );
    await expect(canvas.getByRole("link", { name: "Cancelled (1)" })).toHaveAttribute(
      "href",
      "/my-bookings?tab=Cancelled",
    );
  },
};

/** Every tab is a tab stop, in order; the current one (Upcoming) is no exception. */
export const Keyboard: Story = {
  args: { current: "Upcoming" },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "All (14)" })).toHaveFocus();
    await userEvent.tab();
    const upcoming = canvas.getByRole("link", { name: "Upcoming (2)" });
    await expect(upcoming).toHaveFocus();
    await expect(upcoming).toHaveAttribute("aria-current", "page");
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Unconfirmed (3)" })).toHaveFocus();
  },
};

/** A partner's words for the landmark and the tabs. */
export const OwnWords: Story = {
  args: {
    messages: {
      label: "Your trips",
      tab: (tab, count) => `${tab === "Upcoming" ? "Coming up" : tab} · ${count}`,
    },
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Your trips" });
    await expect(within(nav).getByRole("link", { name: "Coming up · 2" })).toBeVisible();
  },
};

/**
 * On a small phone (Storybook's "mobile1", 320 px) the row scrolls sideways; a tab reached
 * with the keyboard scrolls into view.
 */
export const Mobile: Story = {
  args: { current: "Completed" },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole("navigation", { name: "Booking tabs" })).getByRole("list");
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    for (let step = 0; step < 5; step++) await userEvent.tab();
    const cancelled = canvas.getByRole("link", { name: "Cancelled (1)" });
    await expect(cancelled).toHaveFocus();
    await expect(cancelled.getBoundingClientRect().right).toBeLessThanOrEqual(
      list.getBoundingClientRect().right + 0.5,
    );
  },
};
