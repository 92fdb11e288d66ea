import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { DateRangePicker } from "./DateRangePicker";

const changed = fn();

const meta = {
  title: "Fields/DateRangePicker",
  component: DateRangePicker,
  args: {
    label: "Travel dates",
    startName: "from",
    endName: "to",
    id: "travelDates",
    minValue: "2026-11-22",
    maxValue: "2027-11-21",
    onChange: changed,
  },
  decorators: [
    (Story) => (
      <form className="max-w-md" aria-label="Bookings" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const posted = (canvasElement: HTMLElement) =>
  formEntries(canvasElement.querySelector("form") as HTMLFormElement);

/** en-IN: day, month, year for each end; posts yyyy-mm-dd twice. */
export const Default: Story = {
  args: { defaultValue: { start: "2026-12-01", end: "2026-12-05" } },
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole("group", { name: "Travel dates" });
    const segments = within(group).getAllByRole("spinbutton");
    await expect(segments.map((segment) => segment.textContent)).toEqual([
      "01",
      "12",
      "2026",
      "05",
      "12",
      "2026",
    ]);
    await expect(posted(canvasElement)).toEqual({ from: "2026-12-01", to: "2026-12-05" });
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(posted(canvasElement)).toEqual({ from: "", to: "" });
  },
};

export const WithDescription: Story = {
  args: { description: "Up to a year ahead." },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Travel dates" });
    const [day] = within(group).getAllByRole("spinbutton", { name: /day/i });
    await expect(day?.getAttribute("aria-describedby")).toBeTruthy();
    await expect(canvas.getByText("Up to a year ahead.")).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: { start: "2026-12-05", end: "2026-12-01" },
    errors: ["Return date cannot be before the departure date"],
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Travel dates" });
    for (const segment of within(group).getAllByRole("spinbutton")) {
      await expectInvalidWithMessage(segment, "Return date cannot be before the departure date");
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: "2026-12-01", end: "2026-12-05" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Open calendar/ })).toBeDisabled();
  },
};

/** Type both dates; focus moves from the start date to the end date by itself. */
export const KeyboardEntry: Story = {
  play: async ({ canvas, canvasElement }) => {
    changed.mockClear();
    await userEvent.tab();
    const group = canvas.getByRole("group", { name: "Travel dates" });
    const [startDay, endDay] = within(group).getAllByRole("spinbutton", { name: /day/i });
    await expect(startDay).toHaveFocus();
    await userEvent.keyboard("01122026");
    await expect(endDay).toHaveFocus();
    await userEvent.keyboard("05122026");
    await expect(changed).toHaveBeenLastCalledWith({ start: "2026-12-01", end: "2026-12-05" });
    await expect(posted(canvasElement)).toEqual({ from: "2026-12-01", to: "2026-12-05" });
  },
};

/**
 * The calendar from the keyboard (a pointer resting over the grid would highlight the day
 * under it): Enter on the button opens it on the chosen start, Enter starts the range, arrows
 * move, Enter ends it and closes the calendar.
 */
export const CalendarKeyboard: Story = {
  args: { defaultValue: { start: "2026-12-01", end: "2026-12-01" } },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvas, canvasElement }) => {
    changed.mockClear();
    canvas.getByRole("button", { name: /Open calendar/ }).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog");
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(/Tuesday, 1 December 2026/),
    );
    await userEvent.keyboard("{Enter}{ArrowDown}{Enter}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const [range] = changed.mock.lastCall ?? [];
    await expect(range.start).toBe("2026-12-01");
    await expect(range.end > "2026-12-07").toBe(true);
    await expect(posted(canvasElement)).toEqual({ from: range.start, to: range.end });
  },
};

/** The open calendar: the range is marked; days before minValue are disabled. */
export const CalendarOpen: Story = {
  args: { defaultValue: { start: "2026-11-24", end: "2026-11-28" }, isOpen: true },
  parameters: { screenshot: { target: "viewport" } },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    const past = within(dialog).getByRole("button", { name: /21 November 2026/ });
    await expect(past).toHaveAttribute("aria-disabled", "true");
    const inside = within(dialog).getByRole("button", { name: /26 November 2026/ });
    await expect(inside.closest("[role=gridcell]")).toHaveAttribute("aria-selected", "true");
  },
};

/** Full width on narrow screens. */
export const Mobile: Story = {
  args: {
    description: "Up to a year ahead.",
    defaultValue: { start: "2026-12-01", end: "2026-12-05" },
  },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Travel dates" });
    await expect(group.getBoundingClientRect().width).toBeGreaterThan(250);
  },
};
