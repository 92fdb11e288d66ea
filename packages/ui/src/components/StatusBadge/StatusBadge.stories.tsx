import type { Meta, StoryObj } from "@storybook/react-vite";
import { BOOKING_STATUSES } from "@wayfare/domain";
import { expect } from "storybook/test";
import { defaultBookingStatusLabels, StatusBadge } from "./StatusBadge";

const meta = {
  title: "After booking/StatusBadge",
  component: StatusBadge,
  args: { status: "Success" },
  argTypes: { status: { control: "select", options: [...BOOKING_STATUSES] } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Confirmed")).toHaveAttribute("data-tone", "success");
  },
};

/** Every status of J§4, each in words: the colour only repeats what the text says. */
export const EveryStatus: Story = {
  render: () => (
    <ul className="flex flex-wrap gap-2">
      {BOOKING_STATUSES.map((status) => (
        <li key={status}>
          <StatusBadge status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    for (const status of BOOKING_STATUSES) {
      await expect(canvas.getByText(defaultBookingStatusLabels[status])).toBeVisible();
    }
    await expect(canvas.getByText("Cancelled")).toHaveAttribute("data-tone", "error");
    await expect(canvas.getByText("On hold")).toHaveAttribute("data-tone", "info");
  },
};

/** A white-label partner's own words for a status. */
export const OwnWords: Story = {
  args: { status: "On Hold", label: "Seats held" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Seats held")).toBeVisible();
    await expect(canvas.queryByText("On hold")).toBeNull();
  },
};

/** In a line of text, as the cancellation page shows it. */
export const InText: Story = {
  render: () => (
    <p className="flex flex-wrap items-center gap-2">
      Booking ID WF2612010000042 <StatusBadge status="CANCELLED" />
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Booking ID WF2612010000042/)).toHaveTextContent(
      "Booking ID WF2612010000042 Cancelled",
    );
  },
};
