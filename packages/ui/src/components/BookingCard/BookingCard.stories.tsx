import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { BookingCard, type BookingCardBooking } from "./BookingCard";

const upcoming: BookingCardBooking = {
  bookingId: "WF2612010000042",
  status: "Success",
  tab: "Upcoming",
  pnrs: { AI: "K4ZQ7M", "6E": "X7KQ2P" },
  from: "DEL",
  to: "BOM",
  firstDeparture: "2026-12-01T06:10",
  passengers: ["Mr Ravi Kumar", "Ms Asha Rao", "Master Kabir Rao"],
  total: 1_077_000,
  payBy: null,
};

const meta = {
  title: "After booking/BookingCard",
  component: BookingCard,
  args: { booking: upcoming, href: "/flight/confirmation?bookingId=WF2612010000042" },
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
    const card = canvas.getByRole("article", { name: /^DEL → BOM.*booking WF2612010000042$/ });
    await expect(within(card).getByRole("heading", { level: 2 })).toHaveTextContent("DEL → BOM");
    await expect(card).toHaveTextContent("Departs");
    await expect(
      within(card).getByText("Mr Ravi Kumar, Ms Asha Rao, Master Kabir Rao"),
    ).toBeVisible();
    await expect(card).toHaveTextContent("Booking ID WF2612010000042 · PNR AI: K4ZQ7M, 6E: X7KQ2P");
    await expect(within(card).getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(card).toHaveTextContent("Total ₹10,770.00");
    await expect(within(card).queryByText(/Pay by/)).toBeNull();
  },
};

/** One tab stop: the link, named with the booking id. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole("link", { name: "View booking WF2612010000042" });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute("href", "/flight/confirmation?bookingId=WF2612010000042");
  },
};

/** Unconfirmed: until when it can be paid, in India time; no PNR yet. */
export const OnHold: Story = {
  args: {
    booking: {
      ...upcoming,
      status: "On Hold",
      tab: "Unconfirmed",
      pnrs: {},
      payBy: "2026-11-30T12:40:00.000Z",
    },
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article", { name: /WF2612010000042/ });
    await expect(within(card).getByText("On hold", { exact: true })).toBeVisible();
    await expect(card).toHaveTextContent("Pay by 30 Nov 2026, 6:10 pm (India time)");
    await expect(card).not.toHaveTextContent("PNR");
  },
};

/** An agency's view of a colleague's booking: who booked it. */
export const BookedByColleague: Story = {
  args: { booking: { ...upcoming, bookedBy: { userId: "U2002", name: "Kabir Iyer" } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Booked by")).toBeVisible();
    await expect(canvas.getByRole("article")).toHaveTextContent("Booked by Kabir Iyer");
  },
};

export const Cancelled: Story = {
  args: { booking: { ...upcoming, status: "CANCELLED", tab: "Cancelled" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Cancelled", { exact: true })).toBeVisible();
  },
};

export const CustomMessages: Story = {
  args: {
    messages: { view: "Details", total: "Paid", statuses: { Success: "Ticketed" } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Details WF2612010000042" })).toBeVisible();
    await expect(canvas.getByText("Ticketed")).toBeVisible();
    await expect(canvas.getByRole("article")).toHaveTextContent("Paid ₹10,770.00");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "View booking WF2612010000042" })).toBeVisible();
  },
};
