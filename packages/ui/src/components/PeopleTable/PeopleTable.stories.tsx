import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Person } from "@wayfare/domain";
import { expect, userEvent, within } from "storybook/test";
import { PeopleTable, type PeopleTableOrder } from "./PeopleTable";

const people: Person[] = [
  {
    userId: "U200101",
    name: "Aditi Verma",
    email: "aditi.verma@skyline.test",
    mobile: "9810012345",
    role: "AGENT_STAFF",
    partnerId: "P100",
    status: "ACTIVE",
    createdAt: "2026-11-02T05:30:00.000Z",
  },
  {
    userId: "U200102",
    name: "Kabir Das",
    email: "kabir.das@skyline.test",
    mobile: "9810012346",
    role: "AGENT_STAFF",
    partnerId: "P100",
    status: "INACTIVE",
    createdAt: "2026-10-14T05:30:00.000Z",
  },
];

const hrefFor = ({ sort, direction, page }: PeopleTableOrder) =>
  `?sort=${sort}&direction=${direction}&page=${page}`;

const meta = {
  title: "Back office/PeopleTable",
  component: PeopleTable,
  args: {
    people,
    order: { sort: "name", direction: "ascending", page: 0 },
    total: 2,
    pageSize: 20,
    hrefFor,
    accountHref: (userId: string) => `/manage-user/people/${userId}`,
  },
} satisfies Meta<typeof PeopleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sorted by name: the sorted column says so, each header links to its own sort. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "People" });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(3);
    await expect(within(table).getByRole("columnheader", { name: /Name/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    await expect(
      canvas.getByRole("link", { name: "Name, sorted ascending: sort descending" }),
    ).toHaveAttribute("href", "?sort=name&direction=descending&page=0");
    await expect(canvas.getByRole("link", { name: "Sort by Email" })).toHaveAttribute(
      "href",
      "?sort=email&direction=ascending&page=0",
    );
    await expect(canvas.getByRole("link", { name: "Aditi Verma" })).toHaveAttribute(
      "href",
      "/manage-user/people/U200101",
    );
    await expect(rows[2]).toHaveTextContent("Deactivated");
    await expect(canvas.getByText("Page 1 of 1, 2 people")).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Next page" })).toBeNull();
  },
};

/** A middle page, sorted by newest first: previous and next keep the order. */
export const Paged: Story = {
  args: { order: { sort: "createdAt", direction: "descending", page: 1 }, total: 47 },
  play: async ({ canvas }) => {
    const pages = canvas.getByRole("navigation", { name: "People pages" });
    await expect(within(pages).getByText("Page 2 of 3, 47 people")).toBeVisible();
    await expect(within(pages).getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      "?sort=createdAt&direction=descending&page=0",
    );
    await expect(within(pages).getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "?sort=createdAt&direction=descending&page=2",
    );
    await expect(canvas.getByRole("columnheader", { name: /Added on/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await userEvent.tab();
    await expect(canvas.getByRole("region", { name: "People" })).toHaveFocus();
  },
};

/** A search that matches nobody. */
export const Empty: Story = {
  args: { people: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No accounts match.")).toBeVisible();
    await expect(canvas.getByText("Page 1 of 1, 0 people")).toBeVisible();
  },
};

/** On a small phone (320 px): the table scrolls sideways inside its region. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "People" })).toBeVisible();
  },
};
