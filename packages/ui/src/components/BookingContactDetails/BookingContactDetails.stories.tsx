import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { BookingContactDetails } from "./BookingContactDetails";

const contact = { countryCode: "+91", mobile: "9876543210", email: "ravi.kumar@example.in" };

const meta = {
  title: "After booking/BookingContactDetails",
  component: BookingContactDetails,
  args: { contact },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const terms = (region: HTMLElement) =>
  within(region)
    .getAllByRole("term")
    .map((term) => term.textContent);

/** Mobile and email only: nothing else was given, so nothing else is listed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Contact details" });
    await expect(terms(region)).toEqual(["Mobile", "Email"]);
    await expect(within(region).getAllByRole("definition")[0]).toHaveTextContent("+91 9876543210");
  },
};

/** Everything the passenger page asks: emergency contact, address at destination, GST. */
export const Everything: Story = {
  args: {
    contact: {
      ...contact,
      emergencyContactName: "Karan Iyer",
      emergencyContactMobile: "9123456789",
      destinationAddress: "Hotel Marine Plaza, Marine Drive, Mumbai 400020",
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
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Contact details" });
    await expect(terms(region)).toEqual([
      "Mobile",
      "Email",
      "Emergency contact",
      "Address at destination",
      "GST invoice to",
      "Billing address",
    ]);
    await expect(region).toHaveTextContent("Emergency contactKaran Iyer, 9123456789");
    await expect(region).toHaveTextContent("GST invoice toSkyline Tours (27AAFCS9876K1Z2)");
  },
};

/** A phone: each term above its value. */
export const Mobile: Story = {
  args: Everything.args,
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Contact details" })).toBeVisible();
  },
};
