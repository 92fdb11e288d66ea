import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { storyStatement } from "../MoneySummary/money-stories";
import { AccountStatement, type StatementOrder } from "./AccountStatement";

const meta = {
  title: "Back office/AccountStatement",
  component: AccountStatement,
  args: {
    entries: storyStatement,
    order: { direction: "descending", page: 0 },
    total: 2,
    pageSize: 20,
    hrefFor: ({ direction, page }: StatementOrder) => `?direction=${direction}&page=${page}`,
    csvHref: "/manage-user/accounts/U200201/money/statement.csv?wallet=DEPOSIT",
  },
} satisfies Meta<typeof AccountStatement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: credits and debits in words, the running balance, who entered an entry. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Statement" });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(3);
    await expect(within(table).getByRole("columnheader", { name: /Date/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await expect(
      canvas.getByRole("link", { name: "Date, sorted descending: sort ascending" }),
    ).toHaveAttribute("href", "?direction=ascending&page=0");
    await expect(rows[1]).toHaveTextContent("Flight booking");
    await expect(rows[1]).toHaveTextContent("Debit ₹4,500.50");
    await expect(rows[2]).toHaveTextContent("Opening deposit");
    await expect(rows[2]).toHaveTextContent("Nikhil Distributor (U1010)");
    await expect(rows[2]).toHaveTextContent("Credit ₹50,000.00₹50,000.00");
    await expect(canvas.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      "/manage-user/accounts/U200201/money/statement.csv?wallet=DEPOSIT",
    );
  },
};

/** Oldest first, on a middle page: the pages keep the order. */
export const OldestFirstPaged: Story = {
  args: {
    order: { direction: "ascending", page: 1 },
    total: 45,
    entries: [...storyStatement].reverse(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("columnheader", { name: /Date/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    const pages = canvas.getByRole("navigation", { name: "Statement pages" });
    await expect(within(pages).getByText("Page 2 of 3, 45 entries")).toBeVisible();
    await expect(within(pages).getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "?direction=ascending&page=2",
    );
    await userEvent.tab();
    await expect(canvas.getByRole("region", { name: "Statement" })).toHaveFocus();
  },
};

/** A wallet with no entries yet. */
export const Empty: Story = {
  args: { entries: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No entries yet.")).toBeVisible();
  },
};

/** On a small phone: the table scrolls sideways inside its region. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Statement" })).toBeVisible();
  },
};
