import type { Meta, StoryObj } from "@storybook/react-vite";
import { fromRupees, WALLET_PART_MESSAGES } from "@wayfare/domain";
import { expect, userEvent } from "storybook/test";
import { expectInvalidWithMessage, nextSubmission } from "../../lib/story-helpers";
import { WalletPartBox } from "./WalletPartBox";

const meta = {
  title: "Booking/WalletPartBox",
  component: WalletPartBox,
  args: { wallet: "DEPOSIT", balance: fromRupees(250_000), name: "depositPart" },
  decorators: [
    (Story) => (
      <form method="post" aria-label="Payment" className="max-w-md">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof WalletPartBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;
const fieldName = "Amount from deposit (₹)";

/** The balance describes the field; Tab, type rupees, Enter posts them with Apply. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole("heading", { name: "Pay part from your deposit", level: 2 }),
    ).toBeVisible();
    const field = canvas.getByRole("textbox", { name: fieldName });
    await expect(field).toHaveAccessibleDescription(
      "Balance ₹2,50,000.00. The rest is paid by card, UPI or net banking.",
    );
    await expect(field).toHaveAttribute("inputmode", "decimal");
    const posted = nextSubmission(formOf(canvasElement));
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard("3000.50{Enter}");
    await expect(await posted).toEqual({ depositPart: "3000.50", intent: "depositPart:apply" });
  },
};

export const Applied: Story = {
  args: { applied: fromRupees(3000) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "₹3,000.00 from your deposit; the rest by card, UPI or net banking",
    );
    const posted = nextSubmission(formOf(canvasElement));
    await userEvent.click(canvas.getByRole("button", { name: "Pay it all by one mode" }));
    await expect(await posted).toEqual({ intent: "depositPart:remove" });
  },
};

export const NotAnAmount: Story = {
  args: { defaultAmount: "3,000", errors: [WALLET_PART_MESSAGES.amount] },
  play: async ({ canvas }) => {
    const field = canvas.getByRole("textbox", { name: fieldName });
    await expect(field).toHaveValue("3,000");
    await expectInvalidWithMessage(
      field,
      "Please enter an amount in rupees, like 5000 or 5000.50.",
    );
  },
};

/** The credit line, with more asked than the booking leaves: the most it can take. */
export const CreditLineOverTheBooking: Story = {
  args: {
    wallet: "CREDIT_LINE",
    name: "creditLinePart",
    balance: fromRupees(500_000),
    defaultAmount: "9000",
    errors: [WALLET_PART_MESSAGES.overLimit("CREDIT_LINE", fromRupees(5_234))],
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole("textbox", { name: "Amount from credit line (₹)" });
    await expectInvalidWithMessage(
      field,
      "You can pay at most ₹5,234.00 from your credit line on this booking; the rest is paid by card, UPI or net banking.",
    );
  },
};

export const Removing: Story = {
  args: { applied: fromRupees(1_200), pending: "remove" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Pay it all by one mode" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const Narrow: Story = {
  args: { defaultAmount: "500000", errors: ["Insufficient Balance"] },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Apply" })).toBeVisible();
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: fieldName }),
      "Insufficient Balance",
    );
  },
};
