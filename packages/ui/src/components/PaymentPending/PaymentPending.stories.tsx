import type { Meta, StoryObj } from "@storybook/react-vite";
import { fromRupees, PENDING_PAYMENT_HEADINGS } from "@wayfare/domain";
import { expect, within } from "storybook/test";
import { PaymentPending } from "./PaymentPending";

const meta = {
  title: "Booking/PaymentPending",
  component: PaymentPending,
  args: {
    elapsedSeconds: 0,
    amount: fromRupees(9_268.3),
    orderRefId: "PG2612010000042",
    instrument: "VISA •••• 1111",
  },
} satisfies Meta<typeof PaymentPending>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stage's heading names the section; the spinner is a polite status. */
async function expectStage(canvasElement: HTMLElement, heading: string) {
  const canvas = within(canvasElement);
  const region = canvas.getByRole("region", { name: heading });
  await expect(within(region).getByRole("heading", { level: 1 })).toHaveTextContent(heading);
  await expect(within(region).getByRole("status")).toHaveTextContent("Waiting for the bank");
}

export const JustStarted: Story = {
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, PENDING_PAYMENT_HEADINGS[0]);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Amount",
      "Order ref id",
      "Paid with",
    ]);
    await expect(canvas.getByText("₹9,268.30")).toBeVisible();
    await expect(
      canvas.getByText("This page refreshes by itself. Please do not pay again."),
    ).toBeVisible();
  },
};

export const After30Seconds: Story = {
  args: { elapsedSeconds: 45 },
  play: async ({ canvasElement }) => expectStage(canvasElement, PENDING_PAYMENT_HEADINGS[1]),
};

export const After90Seconds: Story = {
  args: { elapsedSeconds: 120 },
  play: async ({ canvasElement }) => expectStage(canvasElement, PENDING_PAYMENT_HEADINGS[2]),
};

export const After180Seconds: Story = {
  args: { elapsedSeconds: 200 },
  play: async ({ canvasElement }) => expectStage(canvasElement, PENDING_PAYMENT_HEADINGS[3]),
};

/** A white-label partner's words; the headings stay the spec's. */
export const OwnWords: Story = {
  args: {
    messages: { waiting: "Your bank is confirming", paidWith: "Payment method" },
    headingLevel: 2,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(
      PENDING_PAYMENT_HEADINGS[0],
    );
    await expect(canvas.getByRole("status")).toHaveTextContent("Your bank is confirming");
    await expect(canvas.getByText("Payment method")).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  args: { elapsedSeconds: 95, instrument: "UPI asha.rao.longname@okaxisbankltd" },
  play: async ({ canvasElement }) => expectStage(canvasElement, PENDING_PAYMENT_HEADINGS[2]),
};
