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
    await expect(canvas.queryByText("GST invoice to")).toBeNull();
    await expect(canvas.getByRole("region", { name: "Contact details" })).toHaveTextContent(
      "Mobile+91 9876543210",
    );
  },
};

/**
 * Made out to a GST registration with its billing details, an emergency contact and an
 * address at the destination, a passenger's passport and PAN; no add-ons chosen.
 */
export const WithGst: Story = {
  args: {
    booking: {
      ...storyBooking,
      passengers: storyBooking.passengers.map((passenger, index) =>
        index === 0
          ? { ...passenger, details: { pNum: "Z1234567", pan: "ABCDE1234F" } }
          : passenger,
      ),
      contact: {
        ...storyBooking.contact,
        emergencyContactName: "Karan Iyer",
        emergencyContactMobile: "9123456789",
        destinationAddress: "Hotel Marine Plaza, Marine Drive, Mumbai",
      },
      gst: {
        gstNumber: "27AAFCS9876K1Z2",
        registeredName: "Skyline Tours",
        billingCompanyName: "Skyline Tours Pvt Ltd",
        address: "12 MG Road",
        city: "Pune",
        postalCode: "411001",
        country: "India",
      },
      addOns: [],
    },
  },
  play: async ({ canvas }) => {
    const contact = canvas.getByRole("region", { name: "Contact details" });
    await expect(contact).toHaveTextContent("GST invoice toSkyline Tours (27AAFCS9876K1Z2)");
    await expect(contact).toHaveTextContent(
      "Billing addressSkyline Tours Pvt Ltd, 12 MG Road, Pune, 411001, India",
    );
    await expect(contact).toHaveTextContent("Emergency contactKaran Iyer, 9123456789");
    const passengers = canvas.getByRole("table", { name: "Passengers" });
    await expect(within(passengers).getByRole("row", { name: /^Mr Ravi Kumar/ })).toHaveTextContent(
      "PAN ABCDE1234F",
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
