import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Trip } from "@wayfare/domain";
import { expect, userEvent, within } from "storybook/test";
import { connectingTrip, directTrip, storyPrice, storySegment } from "../../lib/trip-stories";
import { BookingCard, type BookingCardBooking } from "./BookingCard";

const returnTrip: Trip = {
  id: "return",
  segments: [
    storySegment("r1", "BOM", "DEL", "2026-12-05T19:30", "2026-12-05T21:45", 135, "AI", "864"),
  ],
  prices: [storyPrice("r-1", 612_000)],
};

const roundTrip: BookingCardBooking = {
  bookingId: "WF2612010000042",
  status: "Success",
  total: 1_077_000,
  paxInfo: { ADULT: 2, CHILD: 1, INFANT: 0 },
  tripInfos: [directTrip, returnTrip],
};

const meta = {
  title: "After booking/BookingCard",
  component: BookingCard,
  args: { booking: roundTrip, href: "/my-bookings/WF2612010000042" },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article", {
      name: "New Delhi to Mumbai, Mumbai to New Delhi",
    });
    await expect(card).toHaveTextContent("DEL → BOM, BOM → DEL");
    await expect(card).toHaveTextContent("Tue, 1 Dec, 2026 · 2 Adults, 1 Child");
    await expect(card).toHaveTextContent("Booking ID WF2612010000042");
    await expect(within(card).getByText("Confirmed")).toBeVisible();
    await expect(card).toHaveTextContent("Total ₹10,770.00");
  },
};

/** One tab stop: the link, named with the booking id. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole("link", { name: "View booking WF2612010000042" });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute("href", "/my-bookings/WF2612010000042");
  },
};

export const OnHold: Story = {
  args: {
    booking: {
      ...roundTrip,
      status: "On Hold",
      paxInfo: { ADULT: 1, CHILD: 0, INFANT: 1 },
      tripInfos: [connectingTrip],
    },
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article", { name: "New Delhi to Mumbai" });
    await expect(within(card).getByText("On hold")).toBeVisible();
    await expect(card).toHaveTextContent("1 Adult, 1 Infant");
  },
};

export const Cancelled: Story = {
  args: { booking: { ...roundTrip, status: "CANCELLED" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Cancelled")).toBeVisible();
  },
};

export const CustomMessages: Story = {
  args: {
    messages: { view: "Details", total: "Paid", statuses: { Success: "Ticketed" } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Details WF2612010000042" })).toBeVisible();
    await expect(canvas.getByText("Ticketed")).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "View booking WF2612010000042" })).toBeVisible();
  },
};
