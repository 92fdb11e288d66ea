import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { type AuditLogEntry, AuditLogTable } from "./AuditLogTable";

const entries: AuditLogEntry[] = [
  {
    id: 3,
    at: "2026-11-27T09:42:10.000Z",
    actorId: "U1005",
    actorRole: "CALLCENTER",
    action: "booking.open",
    subject: "WF2611270000042",
    before: null,
    after: null,
  },
  {
    id: 2,
    at: "2026-11-27T09:41:55.000Z",
    actorId: "U1005",
    actorRole: "CALLCENTER",
    action: "booking.search",
    subject: "X7KQ2P",
    before: null,
    after: { found: ["WF2611270000042"] },
  },
  {
    id: 1,
    at: "2026-11-27T08:03:00.000Z",
    actorId: "U1014",
    actorRole: "SUPERVISOR",
    action: "booking.search",
    subject: "WF2001010000001",
    before: null,
    after: { found: [] },
  },
];

const meta = {
  title: "Back office/AuditLogTable",
  component: AuditLogTable,
  args: { entries },
} satisfies Meta<typeof AuditLogTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: when in India time, who, what in words, about what, and what was found. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Audit log" });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent("Opened a booking");
    await expect(rows[1]).toHaveTextContent("27 Nov 2026");
    await expect(rows[2]).toHaveTextContent("Searched for a booking");
    await expect(rows[2]).toHaveTextContent("found: WF2611270000042");
    await expect(rows[3]).toHaveTextContent("found: none");
    await expect(canvas.queryByRole("navigation")).toBeNull();
  },
};

/** A middle page: links to newer and older entries; the table scrolls by keyboard. */
export const Paged: Story = {
  args: { newerHref: "?page=0", olderHref: "?page=2" },
  play: async ({ canvas }) => {
    const pages = canvas.getByRole("navigation", { name: "Audit log pages" });
    await expect(within(pages).getByRole("link", { name: "Newer entries" })).toHaveAttribute(
      "href",
      "?page=0",
    );
    await expect(within(pages).getByRole("link", { name: "Older entries" })).toHaveAttribute(
      "href",
      "?page=2",
    );
    await userEvent.tab();
    await expect(canvas.getByRole("region", { name: "Audit log" })).toHaveFocus();
  },
};

/** Nothing recorded (or nothing about the subject asked for). */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nothing has been recorded yet.")).toBeVisible();
  },
};

/** On a small phone (320 px): the table scrolls sideways inside its region. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Audit log" })).toBeVisible();
  },
};
