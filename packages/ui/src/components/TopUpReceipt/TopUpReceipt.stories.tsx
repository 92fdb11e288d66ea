import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { TopUpReceipt } from "./TopUpReceipt";

const meta: Meta<typeof TopUpReceipt> = {
  title: "Account/TopUpReceipt",
  component: TopUpReceipt,
  args: {
    outcome: "credited",
    amount: 1_000_000,
    orderRefId: "OR123456789012",
    wallet: "DEPOSIT",
    balance: 26_000_000,
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof TopUpReceipt>;

/** Credited: the amount, the gateway reference and the new balance. */
export const Credited: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Money added to your wallet" })).toBeVisible();
    await expect(canvas.getByText("Amount added").nextElementSibling).toHaveTextContent(
      "₹10,000.00",
    );
    await expect(canvas.getByText("Order ref id").nextElementSibling).toHaveTextContent(
      "OR123456789012",
    );
    await expect(canvas.getByText("Deposit balance now").nextElementSibling).toHaveTextContent(
      "₹2,60,000.00",
    );
  },
};

/** Failed: the gateway's reason, nothing added, and a way to pay the same top-up again. */
export const Failed: Story = {
  args: {
    outcome: "failed",
    reason: "The card was declined by the issuing bank",
    tryAgainHref: "/topUp/payment?topUpId=TU123456789012&mode=CARD",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Payment Failed !" })).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "The card was declined by the issuing bank",
    );
    await expect(canvas.getByRole("link", { name: "Try again" })).toHaveAttribute(
      "href",
      "/topUp/payment?topUpId=TU123456789012&mode=CARD",
    );
    await expect(canvas.queryByText(/balance now/)).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Deposit balance now")).toBeVisible();
  },
};
