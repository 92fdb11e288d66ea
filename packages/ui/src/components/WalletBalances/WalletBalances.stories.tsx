import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { WalletBalances } from "./WalletBalances";

const meta = {
  title: "Account/WalletBalances",
  component: WalletBalances,
  args: {
    wallets: [
      { kind: "DEPOSIT", amount: 12_500_000 },
      { kind: "CREDIT_LINE", amount: 5_000_000 },
      { kind: "CREDIT_SHELL", amount: 245_000 },
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WalletBalances>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An agency: deposit, credit line and credit shell. */
export const Agency: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Deposit").nextElementSibling).toHaveTextContent("₹1,25,000.00");
    await expect(canvas.getByText("Credit line")).toBeVisible();
    await expect(canvas.getByText("Refunds kept for your next booking.")).toBeVisible();
  },
};

/** A consumer: TJ Cash in points and their worth, and the credit shell. */
export const Consumer: Story = {
  args: {
    wallets: [
      { kind: "TJ_CASH", amount: 120_000 },
      { kind: "CREDIT_SHELL", amount: 0 },
    ],
    tjCashPoints: 1_200,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("TJ Cash").nextElementSibling).toHaveTextContent(
      "1,200 points (₹1,200.00)",
    );
  },
};

export const CustomMessages: Story = {
  args: { messages: { names: { DEPOSIT: "Agency deposit" } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Agency deposit")).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Deposit")).toBeVisible();
  },
};
