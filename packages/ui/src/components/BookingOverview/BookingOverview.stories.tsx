import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { storyBooking } from "../../lib/booking-stories";
import { BookingOverview } from "./BookingOverview";

const meta = {
  title: "After booking/BookingOverview",
  component: BookingOverview,
  args: { booking: storyBooking },
} satisfies Meta<typeof BookingOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A ticketed booking: flights, passengers with tickets, add-ons, and the fare beside them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const passengers = canvas.getByRole("table", { name: "Passengers" });
    await expect(within(passengers).getByRole("row", { name: /^Mr Ravi Kumar/ })).toHaveTextContent(
      "6E: 312-2131000012",
    );
    await expect(canvas.getByRole("region", { name: "Seats, meals and baggage" })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Fare summary" })).toBeVisible();
    await expect(canvas.queryByText(/GST invoice to/)).toBeNull();
  },
};

/** Made out to a GST registration; no add-ons chosen. */
export const WithGst: Story = {
  args: {
    booking: {
      ...storyBooking,
      gst: { gstNumber: "27AAFCS9876K1Z2", registeredName: "Skyline Tours" },
      addOns: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/GST invoice to/).parentElement).toHaveTextContent(
      "GST invoice to Skyline Tours (27AAFCS9876K1Z2)",
    );
    await expect(canvas.queryByRole("region", { name: "Seats, meals and baggage" })).toBeNull();
  },
};

/** A phone: one column, the fare summary after the details. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Fare summary" })).toBeVisible();
  },
};
