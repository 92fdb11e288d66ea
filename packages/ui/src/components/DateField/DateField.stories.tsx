import type { Meta, StoryObj } from "@storybook/react-vite";
import { PASSENGER_MESSAGES } from "@wayfare/domain";
import { expect, fn, userEvent, within } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { DateField } from "./DateField";

const changed = fn();

const meta = {
  title: "Fields/DateField",
  component: DateField,
  args: {
    label: "Date of birth",
    name: "dob",
    id: "dob",
    maxValue: "2026-11-22",
    onChange: changed,
  },
  decorators: [
    (Story) => (
      <form
        className="max-w-md"
        aria-label="Passenger"
        onSubmit={(event) => event.preventDefault()}
      >
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

const posted = (canvasElement: HTMLElement) =>
  formEntries(canvasElement.querySelector("form") as HTMLFormElement);

/** en-IN: day, month, year; posts yyyy-mm-dd. */
export const Default: Story = {
  args: { defaultValue: "1990-03-07" },
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole("group", { name: "Date of birth" });
    const segments = within(group).getAllByRole("spinbutton");
    await expect(segments.map((segment) => segment.textContent)).toEqual(["07", "03", "1990"]);
    await expect(posted(canvasElement)).toEqual({ dob: "1990-03-07" });
  },
};

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole("group", { name: "Date of birth" });
    await expect(within(group).getByRole("spinbutton", { name: /day/i })).toHaveTextContent("dd");
    await expect(posted(canvasElement)).toEqual({ dob: "" });
  },
};

export const WithDescription: Story = {
  args: { description: "As on the passport." },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Date of birth" });
    await expect(
      within(group).getByRole("spinbutton", { name: /day/i }),
    ).toHaveAccessibleDescription("As on the passport.");
  },
};

/** The spec's message, verbatim, on every segment. */
export const Invalid: Story = {
  args: { errors: [PASSENGER_MESSAGES.dobEmpty] },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Date of birth" });
    for (const segment of within(group).getAllByRole("spinbutton")) {
      await expectInvalidWithMessage(segment, "Please enter a valid Date of Birth");
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "1990-03-07" },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Date of birth" });
    for (const segment of within(group).getAllByRole("spinbutton")) {
      await expect(segment).toHaveAttribute("aria-disabled", "true");
    }
  },
};

/** Type day, month and year; focus moves on by itself; arrows change a segment. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    changed.mockClear();
    await userEvent.tab();
    const group = canvas.getByRole("group", { name: "Date of birth" });
    await expect(within(group).getByRole("spinbutton", { name: /day/i })).toHaveFocus();
    await userEvent.keyboard("07");
    await expect(within(group).getByRole("spinbutton", { name: /month/i })).toHaveFocus();
    await userEvent.keyboard("031990");
    await expect(changed).toHaveBeenLastCalledWith("1990-03-07");
    await userEvent.keyboard("{ArrowUp}");
    await expect(changed).toHaveBeenLastCalledWith("1991-03-07");
    await expect(posted(canvasElement)).toEqual({ dob: "1991-03-07" });
  },
};

/** Full width on narrow screens (a fixed width from 640 px). */
export const Mobile: Story = {
  args: { description: "As on the passport.", defaultValue: "1990-03-07" },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Date of birth" });
    await expect(group.getBoundingClientRect().width).toBeGreaterThan(250);
  },
};
