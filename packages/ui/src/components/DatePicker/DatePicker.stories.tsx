import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { DatePicker } from "./DatePicker";

const changed = fn();

const meta = {
  title: "Fields/DatePicker",
  component: DatePicker,
  args: {
    label: "Departure date",
    name: "departureDate",
    id: "departureDate",
    minValue: "2026-11-22",
    maxValue: "2027-11-21",
    onChange: changed,
  },
  decorators: [
    (Story) => (
      <form className="max-w-md" aria-label="Search" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const posted = (canvasElement: HTMLElement) =>
  formEntries(canvasElement.querySelector("form") as HTMLFormElement);

/** en-IN: day, month, year; posts yyyy-mm-dd. */
export const Default: Story = {
  args: { defaultValue: "2026-12-01" },
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole("group", { name: "Departure date" });
    const day = within(group).getByRole("spinbutton", { name: /day/i });
    await expect(day).toHaveTextContent("01");
    const segments = within(group).getAllByRole("spinbutton");
    await expect(segments.map((segment) => segment.textContent)).toEqual(["01", "12", "2026"]);
    await expect(posted(canvasElement)).toEqual({ departureDate: "2026-12-01" });
  },
};

export const WithDescription: Story = {
  args: { description: "Flights up to a year ahead." },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Departure date" });
    const day = within(group).getByRole("spinbutton", { name: /day/i });
    await expect(day.getAttribute("aria-describedby")).toBeTruthy();
    await expect(canvas.getByText("Flights up to a year ahead.")).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { defaultValue: "2026-11-20", errors: ["Departure date cannot be in the past"] },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Departure date" });
    for (const segment of within(group).getAllByRole("spinbutton")) {
      await expectInvalidWithMessage(segment, "Departure date cannot be in the past");
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "2026-12-01" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Open calendar/ })).toBeDisabled();
    const group = canvas.getByRole("group", { name: "Departure date" });
    for (const segment of within(group).getAllByRole("spinbutton")) {
      await expect(segment).toHaveAttribute("aria-disabled", "true");
    }
  },
};

/** Keyboard entry: type day, month and year; focus moves on by itself. */
export const KeyboardEntry: Story = {
  play: async ({ canvas, canvasElement }) => {
    changed.mockClear();
    await userEvent.tab();
    const group = canvas.getByRole("group", { name: "Departure date" });
    await expect(within(group).getByRole("spinbutton", { name: /day/i })).toHaveFocus();
    await userEvent.keyboard("15");
    await expect(within(group).getByRole("spinbutton", { name: /month/i })).toHaveFocus();
    await userEvent.keyboard("12");
    await userEvent.keyboard("2026");
    await expect(changed).toHaveBeenLastCalledWith("2026-12-15");
    await expect(posted(canvasElement)).toEqual({ departureDate: "2026-12-15" });
  },
};

/** The calendar: arrows move by day, Enter picks; days before minValue are disabled. */
export const CalendarKeyboard: Story = {
  args: { defaultValue: "2026-12-01" },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvas, canvasElement }) => {
    changed.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: /Open calendar/ }));
    const dialog = await screen.findByRole("dialog");
    const grid = within(dialog).getByRole("grid");
    await waitFor(() => expect(grid).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{ArrowRight}{ArrowDown}{Enter}");
    await waitFor(() => expect(changed).toHaveBeenLastCalledWith("2026-12-09"));
    await expect(posted(canvasElement)).toEqual({ departureDate: "2026-12-09" });
  },
};

export const CalendarOpen: Story = {
  args: { defaultValue: "2026-11-25", isOpen: true },
  parameters: { screenshot: { target: "viewport" } },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("button", { name: "Previous month" })).toBeVisible();
    // 21 November is before minValue: disabled, but still in the grid.
    const past = within(dialog).getByRole("button", { name: /21 November 2026/ });
    await expect(past).toHaveAttribute("aria-disabled", "true");
  },
};

/** Full width on narrow screens (a fixed width from 640 px). */
export const Mobile: Story = {
  args: { description: "Flights up to a year ahead.", defaultValue: "2026-12-01" },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Departure date" });
    await expect(group.getBoundingClientRect().width).toBeGreaterThan(250);
  },
};
