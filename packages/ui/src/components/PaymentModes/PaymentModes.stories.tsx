import type { Meta, StoryObj } from "@storybook/react-vite";
import { errorMessage, paise } from "@wayfare/domain";
import { expect, userEvent } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { PaymentModes } from "./PaymentModes";

const meta = {
  title: "Booking/PaymentModes",
  component: PaymentModes,
  args: {
    id: "wallet",
    amountToPay: paise(465_000),
    modes: [
      { mode: "DEPOSIT", balance: paise(12_500_000) },
      { mode: "CREDIT_LINE", balance: paise(5_000_000) },
    ],
  },
  decorators: [
    (Story) => (
      <form className="max-w-xl" aria-label="Payment" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof PaymentModes>;

export default meta;
type Story = StoryObj<typeof meta>;

const deposit = "Deposit, Available balance ₹1,25,000.00";
const creditLine = /^Credit line, Available balance ₹50,000.00/;

/** Tab into the group, arrow keys choose; the choice posts as `wallet`. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole("radiogroup", { name: "Payment mode" });
    await expect(group).toHaveAccessibleDescription("Amount to pay: ₹4,650.00");
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: deposit })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: creditLine })).toBeChecked();
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    await expect(formEntries(form)).toEqual({ wallet: "CREDIT_LINE" });
  },
};

/** The credit line cannot cover the amount: disabled, with the reason in text. */
export const InsufficientBalance: Story = {
  args: {
    defaultValue: "DEPOSIT",
    modes: [
      { mode: "DEPOSIT", balance: paise(12_500_000) },
      {
        mode: "CREDIT_LINE",
        balance: paise(200_000),
        unavailableReason: errorMessage("2001"),
      },
    ],
  },
  play: async ({ canvas }) => {
    const credit = canvas.getByRole("radio", {
      name: "Credit line, Available balance ₹2,000.00, Insufficient Balance",
    });
    await expect(credit).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: deposit })).toBeChecked();
  },
};

/** No mode applies to this user: the spec's message, verbatim. */
export const NoModes: Story = {
  args: { modes: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("No payment Modes Applicable for you. Please contact Customer Care!!!"),
    ).toBeVisible();
    await expect(canvas.queryByRole("radiogroup")).toBeNull();
  },
};

export const Invalid: Story = {
  args: { errors: ["Please select a payment mode"] },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Payment mode" });
    await expectInvalidWithMessage(group, "Please select a payment mode");
  },
};

/** A partner renames the modes. */
export const CustomMessages: Story = {
  args: {
    modes: [{ mode: "DEPOSIT", balance: paise(12_500_000) }],
    messages: {
      label: "Pay from",
      modes: { DEPOSIT: "Agency wallet" },
      balance: (amount) => `${amount} left`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup", { name: "Pay from" })).toBeVisible();
    await expect(
      canvas.getByRole("radio", { name: "Agency wallet, ₹1,25,000.00 left" }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("radio")).toHaveLength(2);
  },
};
