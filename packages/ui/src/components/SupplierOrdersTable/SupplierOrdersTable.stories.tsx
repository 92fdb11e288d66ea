import type { Meta, StoryObj } from "@storybook/react-vite";
import type { SupplierOrder } from "@wayfare/domain";
import { expect, within } from "storybook/test";
import { SupplierOrdersTable } from "./SupplierOrdersTable";

/** Two bookings on a supplier's seats: one ticketed, one on hold. */
const storyOrders: SupplierOrder[] = [
  {
    bookingId: "WF4820193375561",
    bookedAt: "2026-11-28T06:15:00.000Z",
    flightNumber: "6E2031",
    date: "2027-01-15",
    seats: 2,
    amount: 969_800,
    status: "Success",
  },
  {
    bookingId: "WF3300917746120",
    bookedAt: "2026-11-27T11:40:00.000Z",
    flightNumber: "6E2031",
    date: "2027-01-16",
    seats: 1,
    amount: 484_900,
    status: "On Hold",
  },
];

const meta = {
  title: "Back office/SupplierOrdersTable",
  component: SupplierOrdersTable,
  args: {
    orders: storyOrders,
    page: 0,
    total: 2,
    pageSize: 10,
    pageHref: (page: number) => `?ordersPage=${page}`,
  },
} satisfies Meta<typeof SupplierOrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bookings on a supplier's seats: when, which flight, how many seats, for how much. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Orders" });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(3);
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Booking", "Booked", "Flight and date", "Seats", "Amount", "Status"]);
    await expect(within(table).getByRole("rowheader", { name: "WF4820193375561" })).toBeVisible();
    await expect(rows[1]).toHaveTextContent("6E2031 · 2027-01-15");
    await expect(rows[1]).toHaveTextContent("₹9,698.00");
    await expect(rows[2]).toHaveTextContent("On Hold");
    await expect(canvas.getByText("Page 1 of 1, 2 orders")).toBeVisible();
  },
};

/** A middle page: previous and next links. */
export const Paged: Story = {
  args: { page: 1, total: 25 },
  play: async ({ canvas }) => {
    const pages = canvas.getByRole("navigation", { name: "Order pages" });
    await expect(within(pages).getByText("Page 2 of 3, 25 orders")).toBeVisible();
    await expect(within(pages).getByRole("link", { name: "Previous orders" })).toHaveAttribute(
      "href",
      "?ordersPage=0",
    );
    await expect(within(pages).getByRole("link", { name: "Next orders" })).toHaveAttribute(
      "href",
      "?ordersPage=2",
    );
  },
};

/** No seats sold yet. */
export const Empty: Story = {
  args: { orders: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No seats of yours have been booked yet.")).toBeVisible();
  },
};

/** On a small phone: the table scrolls sideways inside its region. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Orders" })).toBeVisible();
  },
};
