import type { Meta, StoryObj } from "@storybook/react-vite";
import type { OutOfPolicyBooking } from "@wayfare/domain";
import { expect, userEvent, within } from "storybook/test";
import { OutOfPolicyTable, type OutOfPolicyTableOrder } from "./OutOfPolicyTable";

const bookings: OutOfPolicyBooking[] = [
  {
    bookingId: "WF2611270000001",
    bookedAt: "2026-11-27T04:40:00.000Z",
    status: "Success",
    traveller: { userId: "200301", name: "Ananya Singh" },
    route: "DEL-BOM",
    firstDeparture: "2026-12-02T07:00",
    total: 812_500,
    reason: "Meeting or event schedule",
    breaches: ["Booked less than 14 days ahead", "Fare above your policy's ₹6,000 per trip"],
    reportingDetails: [{ label: "Cost centre", value: "CC-17" }],
  },
  {
    bookingId: "WF2611260000002",
    bookedAt: "2026-11-26T09:15:00.000Z",
    status: "On Hold",
    traveller: { userId: "200302", name: "Rohan Mehta" },
    route: "BLR-DEL, DEL-BLR",
    firstDeparture: "2026-12-20T18:30",
    total: 1_204_000,
    reason: "Client asked for the evening flight",
    breaches: [],
    reportingDetails: [],
  },
];

const hrefFor = ({ sort, direction, page }: OutOfPolicyTableOrder) =>
  `?sort=${sort}&direction=${direction}&page=${page}`;

const meta = {
  title: "Back office/OutOfPolicyTable",
  component: OutOfPolicyTable,
  args: {
    bookings,
    order: { sort: "bookedAt", direction: "descending", page: 0 },
    total: 2,
    pageSize: 20,
    hrefFor,
  },
} satisfies Meta<typeof OutOfPolicyTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: each booking with its reason, the rules it broke and its reporting details. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Bookings outside policy" });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(3);
    await expect(within(table).getByRole("columnheader", { name: /Booked on/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await expect(
      canvas.getByRole("link", { name: "Booked on, sorted descending: sort ascending" }),
    ).toHaveAttribute("href", "?sort=bookedAt&direction=ascending&page=0");
    await expect(canvas.getByRole("link", { name: "Sort by Total" })).toHaveAttribute(
      "href",
      "?sort=total&direction=descending&page=0",
    );
    const first = within(rows[1] as HTMLElement);
    await expect(first.getByRole("rowheader")).toHaveTextContent("WF2611270000001");
    await expect(first.getByText("Meeting or event schedule")).toBeVisible();
    await expect(first.getByText("Booked less than 14 days ahead")).toBeVisible();
    await expect(first.getByText("Cost centre: CC-17")).toBeVisible();
    await expect(rows[2]).toHaveTextContent("Not the lowest fare");
    await expect(canvas.getByText("Page 1 of 1, 2 bookings")).toBeVisible();
  },
};

/** A middle page sorted by total: previous and next keep the order. */
export const Paged: Story = {
  args: { order: { sort: "total", direction: "ascending", page: 1 }, total: 45 },
  play: async ({ canvas }) => {
    const pages = canvas.getByRole("navigation", { name: "Out-of-policy pages" });
    await expect(within(pages).getByText("Page 2 of 3, 45 bookings")).toBeVisible();
    await expect(within(pages).getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "?sort=total&direction=ascending&page=2",
    );
    await userEvent.tab();
    await expect(canvas.getByRole("region", { name: "Bookings outside policy" })).toHaveFocus();
  },
};

/** For the organisation's keepers: each booking links to the form correcting its reporting details. */
export const WithCorrection: Story = {
  args: { reportingDetailsHref: (bookingId) => `/reporting-details?bookingId=${bookingId}` },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole("link", { name: /^Correct reporting details of / });
    await expect(links).toHaveLength(2);
    await expect(
      canvas.getByRole("link", { name: "Correct reporting details of WF2611260000002" }),
    ).toHaveAttribute("href", "/reporting-details?bookingId=WF2611260000002");
  },
};

/** Filters that match nothing. */
export const Empty: Story = {
  args: { bookings: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No bookings outside policy match.")).toBeVisible();
  },
};

/** On a small phone (320 px): the table scrolls sideways inside its region. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Bookings outside policy" })).toBeVisible();
  },
};
