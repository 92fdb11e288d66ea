import type { Meta, StoryObj } from "@storybook/react-vite";
import { BOOKING_ACTION_LABELS } from "@wayfare/domain";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../Button/Button";
import { ConfirmationHeader } from "./ConfirmationHeader";

const meta = {
  title: "After booking/ConfirmationHeader",
  component: ConfirmationHeader,
  args: {
    bookingId: "WF2612010000042",
    status: "Success",
    pnrs: { "6E": "X7K2QP" },
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConfirmationHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Built in the browser's own time zone, so the picture ("14:30") is the same on any machine. */
const holdUntil = new Date(2026, 11, 1, 14, 30);

/** Stand-ins for the portal's Pay now and Unhold forms (real posts, no routing in ui). */
function HoldActions() {
  return (
    <>
      <form method="post" onSubmit={(event) => event.preventDefault()}>
        <input type="hidden" name="intent" value="payNow" />
        <Button type="submit">{BOOKING_ACTION_LABELS.payNow}</Button>
      </form>
      <form method="post" onSubmit={(event) => event.preventDefault()}>
        <input type="hidden" name="intent" value="unhold" />
        <Button type="submit" variant="secondary">
          {BOOKING_ACTION_LABELS.unhold}
        </Button>
      </form>
    </>
  );
}

export const Confirmed: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Your booking is confirmed" });
    await expect(within(region).getByRole("heading", { level: 1 })).toBeVisible();
    const terms = within(region).getAllByRole("term");
    await expect(terms.map((term) => term.textContent)).toEqual(["Booking ID", "Status", "PNR"]);
    await expect(within(region).getByText("WF2612010000042")).toBeVisible();
    await expect(within(region).getByText("Confirmed")).toBeVisible();
    await expect(within(region).getByRole("listitem")).toHaveTextContent("6E: X7K2QP");
    await expect(within(region).queryByText(/On hold till/)).toBeNull();
  },
};

/** Held: the time limit and the two actions; Tab reaches Pay Now, then Unhold. */
export const OnHold: Story = {
  args: {
    status: "On Hold",
    pnrs: { AI: "Q4R8ZT", UK: "M2N6LB" },
    onHoldTill: holdUntil,
    children: <HoldActions />,
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Your booking is on hold" });
    await expect(within(region).getByText("On hold", { selector: "span" })).toBeVisible();
    await expect(within(region).getByText("On hold till 01 Dec 2026, 14:30")).toHaveAttribute(
      "datetime",
      holdUntil.toISOString(),
    );
    await expect(within(region).getAllByRole("listitem")).toHaveLength(2);
    await userEvent.tab();
    await expect(within(region).getByRole("button", { name: "Pay Now" })).toHaveFocus();
    await userEvent.tab();
    await expect(within(region).getByRole("button", { name: "Unhold" })).toHaveFocus();
  },
};

/** Payment still being confirmed: no PNR yet. */
export const Pending: Story = {
  args: { status: "Pending", pnrs: {} },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { name: "Your booking is being confirmed" }),
    ).toBeVisible();
    await expect(canvas.getByText("Payment pending")).toBeVisible();
    await expect(canvas.queryByText("PNR")).toBeNull();
  },
};

export const Cancelled: Story = {
  args: { status: "CANCELLED", headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Booking details" })).toBeVisible();
    await expect(canvas.getByText("Cancelled")).toBeVisible();
  },
};

export const CustomMessages: Story = {
  args: {
    messages: {
      title: () => "Thank you for flying with us",
      bookingId: "Reference",
      statuses: { Success: "Ticketed" },
    },
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Thank you for flying with us" });
    await expect(within(region).getByText("Reference")).toBeVisible();
    await expect(within(region).getByText("Ticketed")).toBeVisible();
  },
};

export const Mobile: Story = {
  args: OnHold.args,
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Pay Now" })).toBeVisible();
    await expect(canvas.getByText(/^On hold till /)).toBeVisible();
  },
};
