import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { MoneySummary } from "./MoneySummary";
import { storyDues } from "./money-stories";

const meta = {
  title: "Back office/MoneySummary",
  component: MoneySummary,
  args: { dues: storyDues() },
} satisfies Meta<typeof MoneySummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A deposit, a credit limit partly used, and part of the due overdue, said in words. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Balances and dues" })).toBeVisible();
    const terms = canvas.getAllByRole("term").map((term) => term.textContent);
    await expect(terms).toEqual([
      "Deposit",
      "Credit limit",
      "Due on the credit line",
      "Credit available",
      "Overdue",
    ]);
    const values = canvas.getAllByRole("definition").map((value) => value.textContent);
    await expect(values[0]).toBe("₹50,000.00");
    await expect(values[1]).toBe("₹1,00,000.00");
    await expect(values[4]).toContain("Overdue₹4,500.00");
    await expect(values[4]).toContain("spent before");
  },
};

/** Nothing due: no badge. */
export const NothingOverdue: Story = {
  args: {
    dues: storyDues({
      creditLine: { limit: 10_000_000, due: 0, available: 10_000_000 },
      totalDue: 0,
      oldDueInfo: { amount: 0, before: "2026-11-12T04:30:00.000Z" },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nothing overdue")).toBeVisible();
  },
};

/** On a small phone: each term above its value. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Balances and dues" })).toBeVisible();
  },
};
