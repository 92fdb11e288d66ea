import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Tabs } from "./Tabs";

const bookingTabs = [
  { id: "all", label: "All", content: <p>All your bookings.</p> },
  { id: "upcoming", label: "Upcoming", content: <p>Trips you have not flown yet.</p> },
  { id: "unconfirmed", label: "Unconfirmed", content: <p>Bookings waiting for payment.</p> },
  { id: "completed", label: "Completed", content: <p>Trips you have flown.</p> },
  { id: "cancelled", label: "Cancelled", content: <p>Cancelled bookings and refunds.</p> },
];

const changed = fn();

const meta = {
  title: "Components/Tabs",
  component: Tabs,
  args: { items: bookingTabs, "aria-label": "Bookings", onValueChange: changed },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("tablist", { name: "Bookings" });
    await expect(list).toBeVisible();
    const all = canvas.getByRole("tab", { name: "All" });
    await expect(all).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel", { name: "All" })).toHaveTextContent(
      "All your bookings.",
    );
  },
};

/** One tab stop; arrows move and select; Home/End jump; Tab goes into the panel. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    changed.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "All" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    const upcoming = canvas.getByRole("tab", { name: "Upcoming" });
    await expect(upcoming).toHaveFocus();
    await expect(upcoming).toHaveAttribute("aria-selected", "true");
    await expect(changed).toHaveBeenLastCalledWith("upcoming");
    await expect(canvas.getByRole("tabpanel", { name: "Upcoming" })).toBeVisible();
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tab", { name: "Cancelled" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "All" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}{Home}");
    await expect(canvas.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel", { name: "All" })).toHaveFocus();
  },
};

/** Manual activation: arrows move focus only; Enter or Space selects. */
export const ManualActivation: Story = {
  args: { activationMode: "manual", defaultValue: "upcoming" },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "Upcoming" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    const unconfirmed = canvas.getByRole("tab", { name: "Unconfirmed" });
    await expect(unconfirmed).toHaveFocus();
    await expect(unconfirmed).toHaveAttribute("aria-selected", "false");
    await userEvent.keyboard(" ");
    await expect(unconfirmed).toHaveAttribute("aria-selected", "true");
  },
};

export const DisabledTab: Story = {
  args: {
    items: bookingTabs.map((tab) =>
      tab.id === "unconfirmed" ? { ...tab, isDisabled: true } : tab,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "Unconfirmed" })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Completed" })).toHaveFocus();
  },
};

/** Narrow screens: the tab list scrolls sideways; it never wraps onto two lines. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("tablist", { name: "Bookings" });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tab", { name: "Cancelled" })).toHaveFocus();
  },
};
