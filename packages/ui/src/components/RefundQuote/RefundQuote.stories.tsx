import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CancellationQuotePayload } from "@wayfare/domain";
import { expect, userEvent, within } from "storybook/test";
import { oneOfTwo } from "../../lib/cancellation-stories";
import { RefundQuote } from "./RefundQuote";

const wholeBookingWithBaggage: CancellationQuotePayload = {
  ...oneOfTwo,
  lines: [
    ...oneOfTwo.lines,
    {
      ...(oneOfTwo.lines[0] as CancellationQuotePayload["lines"][number]),
      tripIndex: 1,
      segmentIds: ["s2"],
      route: "BOM-DEL",
      paid: 612_000,
      refund: 312_000,
    },
  ],
  addOns: [
    {
      segmentId: "s1",
      passengerId: "p1",
      passengerName: "Mr Ravi Kumar",
      item: "Extra baggage 15 kg",
      paid: 180_000,
      refund: 0,
    },
  ],
  totalCancellationFee: 600_000,
  totalRefund: 557_000,
  refundTo: "CREDIT_SHELL",
  cancelsBooking: true,
};

const meta = {
  title: "After booking/RefundQuote",
  component: RefundQuote,
  args: { quote: oneOfTwo },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RefundQuote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before confirming: one passenger of the booking; the others stay booked. */
export const Quote: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Refund quote" });
    const headers = within(table).getAllByRole("columnheader");
    await expect(headers.map((header) => header.textContent)).toEqual([
      "Passenger",
      "Flight",
      "Paid",
      "Cancellation fee",
      "Refund",
    ]);
    const ravi = within(table).getByRole("row", { name: /^Mr Ravi Kumar/ });
    await expect(within(ravi).getByRole("cell", { name: "DEL-BOM" })).toBeVisible();
    await expect(ravi).toHaveTextContent("₹5,450.00₹3,000.00₹2,450.00");
    const refund = canvas.getByText("Total refund").nextElementSibling;
    await expect(refund).toHaveTextContent("₹2,450.00");
    await expect(canvas.getByText("Refund to").nextElementSibling).toHaveTextContent("Deposit");
    await expect(
      canvas.getByText("The passengers and flights not listed stay booked."),
    ).toBeVisible();
  },
};

/** The whole booking, with paid baggage: listed apart, and not refunded (decision 0023). */
export const WholeBookingWithAddOns: Story = {
  args: { quote: wholeBookingWithBaggage },
  play: async ({ canvas }) => {
    const addOns = canvas.getByRole("table", {
      name: "Seats, meals and baggage on these flights",
    });
    await expect(within(addOns).getByRole("cell", { name: "Extra baggage 15 kg" })).toBeVisible();
    await expect(
      canvas.getByText(
        "Add-ons you paid for are not refunded when you cancel, as with the airlines.",
      ),
    ).toBeVisible();
    await expect(canvas.getByText("Refund to").nextElementSibling).toHaveTextContent(
      "Credit shell",
    );
    await expect(
      canvas.getByText("Nothing of this booking is left flying: the whole booking is cancelled."),
    ).toBeVisible();
  },
};

/** After confirming, the same table is the cancellation's refund. */
export const Confirmed: Story = {
  args: { caption: "Refund" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table", { name: "Refund" })).toBeVisible();
  },
};

export const CustomMessages: Story = {
  args: { messages: { refundTo: "Credited to", wallets: { DEPOSIT: "Agency deposit" } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Credited to").nextElementSibling).toHaveTextContent(
      "Agency deposit",
    );
  },
};

/** A phone: the table scrolls sideways in a region that takes focus. */
export const Mobile: Story = {
  args: { quote: wholeBookingWithBaggage },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Refund quote" });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};
