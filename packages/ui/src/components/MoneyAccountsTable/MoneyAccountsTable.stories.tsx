import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { storyAccounts } from "../MoneySummary/money-stories";
import { MoneyAccountsTable } from "./MoneyAccountsTable";

const meta = {
  title: "Back office/MoneyAccountsTable",
  component: MoneyAccountsTable,
  args: {
    accounts: storyAccounts,
    page: 0,
    total: 2,
    pageSize: 20,
    pageHref: (page: number) => `?page=${page}`,
    moneyHref: (userId: string) => `/manage-user/accounts/${userId}/money`,
  },
} satisfies Meta<typeof MoneyAccountsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each account's deposit, limit, due and overdue; the name opens its money page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Accounts" });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(3);
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Account", "Role", "Deposit", "Credit limit", "Due", "Overdue"]);
    await expect(canvas.getByRole("link", { name: "Skyline Travels" })).toHaveAttribute(
      "href",
      "/manage-user/accounts/U200201/money",
    );
    await expect(rows[1]).toHaveTextContent("₹50,000.00₹1,00,000.00₹12,500.00Overdue₹4,500.00");
    await expect(rows[2]).toHaveTextContent("None");
    await expect(canvas.getByText("Page 1 of 1, 2 accounts")).toBeVisible();
  },
};

/** A middle page: previous and next. */
export const Paged: Story = {
  args: { page: 1, total: 45 },
  play: async ({ canvas }) => {
    const pages = canvas.getByRole("navigation", { name: "Account pages" });
    await expect(within(pages).getByText("Page 2 of 3, 45 accounts")).toBeVisible();
    await expect(within(pages).getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      "?page=0",
    );
    await expect(within(pages).getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "?page=2",
    );
    await userEvent.tab();
    await expect(canvas.getByRole("region", { name: "Accounts" })).toHaveFocus();
  },
};

/** A search that matches nobody. */
export const Empty: Story = {
  args: { accounts: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No accounts match.")).toBeVisible();
  },
};

/** On a small phone: the table scrolls sideways inside its region. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Accounts" })).toBeVisible();
  },
};
