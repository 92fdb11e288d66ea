import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { storyBooking } from "../../lib/booking-stories";
import { TicketDocument } from "./TicketDocument";

const meta = {
  title: "After booking/TicketDocument",
  component: TicketDocument,
  args: {
    booking: storyBooking,
    price: { label: "Total paid", amount: 1_012_000 },
    backLink: (
      <a href="/flight/confirmation?bookingId=WF2612010000042" className="text-link underline">
        Back to the booking
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
} satisfies Meta<typeof TicketDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the price paid: booking, PNR, passengers with ticket numbers, flights. */
export const WithPrice: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "E-ticket" })).toBeVisible();
    await expect(canvas.getByText("Airline PNR").nextElementSibling).toHaveTextContent("6E X7KQ2P");
    await expect(canvas.getByText("Total paid").nextElementSibling).toHaveTextContent("₹10,120.00");
    const passengers = canvas.getByRole("table", { name: "Passengers" });
    await expect(within(passengers).getByRole("cell", { name: /312-2131000012/ })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to the booking" })).toBeVisible();
    const addOns = canvas.getByRole("region", { name: "Seats, meals and baggage" });
    await expect(addOns).toHaveTextContent(/seat 12A, Vegetarian meal/);
  },
};

/** Printed without price, for a traveller whose company paid. */
export const WithoutPrice: Story = {
  args: { price: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("Total paid")).toBeNull();
  },
};

/** An agent's copy for a client, priced with the agent's markup. */
export const ClientCopy: Story = {
  args: { price: { label: "Total fare", amount: 1_062_600 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Total fare").nextElementSibling).toHaveTextContent("₹10,626.00");
  },
};

/** Booked with GST details: the billing entity as the booker typed it, in any script. */
export const WithGstDetails: Story = {
  args: {
    booking: {
      ...storyBooking,
      gst: { gstNumber: "27AAFCS9876K1Z2", registeredName: "श्रीनिवास ट्रेडर्स" },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("GST billed to").nextElementSibling).toHaveTextContent(
      "श्रीनिवास ट्रेडर्स, GSTIN 27AAFCS9876K1Z2",
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "E-ticket" })).toBeVisible();
  },
};
