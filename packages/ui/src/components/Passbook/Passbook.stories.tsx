import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Passbook } from "./Passbook";

const meta = {
  title: "Account/Passbook",
  component: Passbook,
  args: {
    entries: [
      {
        id: 3,
        at: "2026-03-02T09:30:00.000Z",
        reason: "FLIGHT_BOOKING",
        reference: "WF2603010000001",
        amount: -450_050,
        balance: 549_950,
      },
      {
        id: 2,
        at: "2026-03-01T10:00:00.000Z",
        reason: "WALLET_TOP_UP",
        reference: "OR123456789012",
        amount: 1_000_000,
        balance: 1_000_000,
      },
    ],
    page: 0,
    pageCount: 1,
    pageHref: (page: number) => `/wallet?page=${page + 1}`,
    csvHref: "/wallet/passbook.csv",
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Passbook>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, credits and debits in words, the balance after each entry. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Passbook" });
    const rows = within(table).getAllByRole("row");
    await expect(rows[1]).toHaveTextContent(/Flight booking.*Debit ₹4,500\.50.*₹5,499\.50/);
    await expect(rows[2]).toHaveTextContent(/Wallet top-up.*OR123456789012.*Credit ₹10,000\.00/);
    await expect(canvas.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      "/wallet/passbook.csv",
    );
    await expect(canvas.queryByRole("navigation")).toBeNull();
  },
};

/** A middle page: links to newer and older entries. */
export const Paged: Story = {
  args: { page: 1, pageCount: 3 },
  play: async ({ canvas }) => {
    const pages = canvas.getByRole("navigation", { name: "Passbook pages" });
    await expect(pages).toHaveTextContent("Page 2 of 3");
    await expect(within(pages).getByRole("link", { name: "Newer entries" })).toHaveAttribute(
      "href",
      "/wallet?page=1",
    );
    await expect(within(pages).getByRole("link", { name: "Older entries" })).toHaveAttribute(
      "href",
      "/wallet?page=3",
    );
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No entries yet.")).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { page: 1, pageCount: 3 },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Download CSV" })).toBeVisible();
  },
};
