import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { EmptyBookings } from "./EmptyBookings";

const meta = {
  title: "After booking/EmptyBookings",
  component: EmptyBookings,
  args: {
    tab: "Upcoming",
    action: (
      <a href="/flight" className="font-semibold text-link underline">
        Search flights
      </a>
    ),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyBookings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "No upcoming trips" })).toBeVisible();
    await expect(
      canvas.getByText("Confirmed bookings with a flight still ahead appear here."),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Search flights" })).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { tab: "Cancelled" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "No cancelled bookings" })).toBeVisible();
  },
};

export const CustomMessages: Story = {
  args: { tab: "All", messages: { All: { title: "Nothing here", description: "Book a trip." } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Nothing here" })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { tab: "Unconfirmed" },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "No unconfirmed bookings" })).toBeVisible();
  },
};
