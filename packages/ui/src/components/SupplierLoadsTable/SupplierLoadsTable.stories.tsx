import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { NativeButton } from "../NativeButton/NativeButton";
import { SupplierLoadsTable } from "./SupplierLoadsTable";
import { storyLoads } from "./supplier-stories";

const meta = {
  title: "Back office/SupplierLoadsTable",
  component: SupplierLoadsTable,
  args: {
    loads: storyLoads,
    page: 0,
    total: 2,
    pageSize: 10,
    pageHref: (page: number) => `?page=${page}`,
  },
} satisfies Meta<typeof SupplierLoadsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A supplier's own loads: each file's flights, seats and fares, and whether it is on sale. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Loads" });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(3);
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["File", "Loaded by", "Loaded", "Seats and fares", "Status"]);
    await expect(rows[1]).toHaveTextContent(
      "6E2031 · 2027-01-15 · Economy 9 seats, class S, ₹3,999.00 + ₹850.00 taxes",
    );
    await expect(rows[1]).toHaveTextContent("On sale");
    await expect(rows[2]).toHaveTextContent("Withdrawn");
    await expect(canvas.getByText("Page 1 of 1, 2 loads")).toBeVisible();
  },
};

const withdraw = fn();

/** A supplier admin's view: a withdraw button for each load on sale. */
export const WithActions: Story = {
  args: {
    actionFor: (load) =>
      load.status === "ON_SALE" ? (
        <NativeButton size="sm" variant="secondary" onClick={() => withdraw(load.loadId)}>
          {`Withdraw ${load.fileName}`}
        </NativeButton>
      ) : null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("columnheader", { name: "Actions" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Withdraw january.csv" }));
    await expect(withdraw).toHaveBeenCalledWith("L7F3A91C20B44");
    await expect(canvas.queryByRole("button", { name: "Withdraw december.csv" })).toBeNull();
  },
};

/** A middle page: previous and next links. */
export const Paged: Story = {
  args: { page: 1, total: 25 },
  play: async ({ canvas }) => {
    const pages = canvas.getByRole("navigation", { name: "Load pages" });
    await expect(within(pages).getByText("Page 2 of 3, 25 loads")).toBeVisible();
    await expect(within(pages).getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "?page=2",
    );
  },
};

/** Nothing loaded yet. */
export const Empty: Story = {
  args: { loads: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nothing has been loaded yet.")).toBeVisible();
  },
};

/** On a small phone: the table scrolls sideways inside its region. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Loads" })).toBeVisible();
  },
};
