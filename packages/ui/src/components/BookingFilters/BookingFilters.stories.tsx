import type { Meta, StoryObj } from "@storybook/react-vite";
import { MY_BOOKINGS_FILTER_MESSAGES, myBookingsFilterSchema } from "@wayfare/domain";
import { expect, userEvent } from "storybook/test";
import { expectInvalidWithMessage, nextSubmission } from "../../lib/story-helpers";
import type { FieldBinding } from "../PassengerFieldset/field-binding";
import { type BookingFilterName, BookingFilters } from "./BookingFilters";

type Values = Partial<Record<BookingFilterName, string>>;

/** What the page's form gives each filter: the URL's values and, with `checked`, the schema's messages. */
function bindings(values: Values = {}, checked = false): Record<BookingFilterName, FieldBinding> {
  const issues = checked ? (myBookingsFilterSchema.safeParse(values).error?.issues ?? []) : [];
  const binding = (name: BookingFilterName): FieldBinding => ({
    id: `filter-${name}`,
    name,
    defaultValue: values[name],
    errors: issues.filter((issue) => issue.path[0] === name).map((issue) => issue.message),
  });
  return {
    traveller: binding("traveller"),
    travelFrom: binding("travelFrom"),
    travelTo: binding("travelTo"),
    bookedBy: binding("bookedBy"),
  };
}

const bookers = [
  { value: "U2001", label: "Asha Rao" },
  { value: "U2002", label: "Kabir Iyer" },
];

const meta = {
  title: "Booking/BookingFilters",
  component: BookingFilters,
  args: { fields: bindings() },
  decorators: [
    (Story) => (
      <form method="get" aria-label="My bookings filters" className="max-w-5xl">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof BookingFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;

/** Tab through the traveller and both dates, then "Apply filters": the form sends them all. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const traveller = canvas.getByRole("textbox", { name: "Traveller" });
    await expect(traveller).toHaveFocus();
    await expect(traveller).toHaveAccessibleDescription("Part of a passenger's name.");
    await userEvent.keyboard("kumar");
    await expect(canvas.getByLabelText("Travelling from")).toHaveAttribute("type", "date");
    await expect(canvas.queryByLabelText("Booked by")).toBeNull();
    const submitted = nextSubmission(formOf(canvasElement));
    await userEvent.click(canvas.getByRole("button", { name: "Apply filters" }));
    await expect(await submitted).toEqual({ traveller: "kumar", travelFrom: "", travelTo: "" });
  },
};

/** An agency's view: "Booked by" offers each colleague, and anyone first. */
export const WithBookers: Story = {
  args: { bookers, fields: bindings({ bookedBy: "U2002" }), clearHref: "?tab=All" },
  play: async ({ canvas }) => {
    const booker = canvas.getByRole("combobox", { name: "Booked by" });
    await expect(booker).toHaveValue("U2002");
    await expect(canvas.getByRole("option", { name: "Anyone" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Clear filters" })).toHaveAttribute(
      "href",
      "?tab=All",
    );
  },
};

/** Dates out of order: the domain's message at the second date, the values kept. */
export const DatesOutOfOrder: Story = {
  args: { fields: bindings({ travelFrom: "2027-01-10", travelTo: "2027-01-09" }, true) },
  play: async ({ canvas }) => {
    const until = canvas.getByLabelText("Travelling until");
    await expect(until).toHaveValue("2027-01-09");
    await expectInvalidWithMessage(until, MY_BOOKINGS_FILTER_MESSAGES.travelDates);
  },
};

/** On a small phone (320 px): one filter a row. */
export const Mobile: Story = {
  args: { bookers, fields: bindings({ travelFrom: "2027-01-10", travelTo: "2027-01-09" }, true) },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MY_BOOKINGS_FILTER_MESSAGES.travelDates)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Apply filters" })).toBeVisible();
  },
};
