import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { MoneyMoveFieldset } from "./MoneyMoveFieldset";

const fields = {
  wallet: { id: "money-wallet", name: "wallet" },
  direction: { id: "money-direction", name: "direction" },
  amount: { id: "money-amount", name: "amount" },
  reason: { id: "money-reason", name: "reason" },
};

const meta = {
  title: "Back office/MoneyMoveFieldset",
  component: MoneyMoveFieldset,
  args: { fields },
} satisfies Meta<typeof MoneyMoveFieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: choose the wallet and the direction with the keyboard, type amount and reason. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "The entry" })).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "Credit limit" }));
    await expect(canvas.getByRole("radio", { name: "Credit limit" })).toBeChecked();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("radio", { name: "Deposit" })).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: /^Add/ }));
    const amount = canvas.getByRole("textbox", { name: "Amount in rupees" });
    await expect(amount).toHaveAccessibleDescription("Whole rupees, like 50000 or 50,000.");
    await userEvent.type(amount, "50,000");
    await userEvent.type(canvas.getByRole("textbox", { name: "Reason" }), "Opening deposit");
    await expect(amount).toHaveValue("50,000");
  },
};

/** After a refused post: the values come back, each error next to its field. */
export const WithErrors: Story = {
  args: {
    fields: {
      wallet: { ...fields.wallet, defaultValue: "DEPOSIT" },
      direction: { ...fields.direction, errors: ["Please choose whether to add or take away."] },
      amount: {
        ...fields.amount,
        defaultValue: "ten",
        errors: ["Please enter an amount in whole rupees, like 50000."],
      },
      reason: { ...fields.reason, errors: ["Please say why, for the statement."] },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Deposit" })).toBeChecked();
    await expect(
      canvas.getByRole("radiogroup", { name: "Add or take away" }),
    ).toHaveAccessibleDescription("Please choose whether to add or take away.");
    const amount = canvas.getByRole("textbox", { name: "Amount in rupees" });
    await expect(amount).toHaveValue("ten");
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("textbox", { name: "Reason" })).toHaveAccessibleDescription(
      /Please say why, for the statement\./,
    );
  },
};

/** On a small phone: the choices and fields stack. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "The entry" })).toBeVisible();
  },
};
