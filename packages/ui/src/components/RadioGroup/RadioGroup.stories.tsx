import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { Radio, RadioGroup } from "./RadioGroup";

const fareTypes = [
  { value: "regular", label: "Regular" },
  { value: "student", label: "Student" },
  { value: "senior", label: "Senior citizen" },
];

const meta = {
  title: "Fields/RadioGroup",
  component: RadioGroup,
  args: {
    label: "Fare type",
    name: "fareType",
    id: "fareType",
    children: fareTypes.map((fare) => (
      <Radio key={fare.value} value={fare.value}>
        {fare.label}
      </Radio>
    )),
  },
  decorators: [
    (Story) => (
      <form className="max-w-xl" aria-label="Search" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: "regular" },
  play: async ({ canvas, canvasElement }) => {
    // The id is on the first option (an error summary link lands inside the group).
    await expect(canvas.getByRole("radio", { name: "Regular" })).toHaveAttribute("id", "fareType");
    await expect(canvas.getByRole("radio", { name: "Regular" })).toBeChecked();
    await userEvent.click(canvas.getByText("Student"));
    await expect(canvas.getByRole("radio", { name: "Student" })).toBeChecked();
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    await expect(formEntries(form)).toEqual({ fareType: "student" });
  },
};

export const WithDescription: Story = {
  args: { description: "Student and senior citizen fares need ID at check-in." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup", { name: "Fare type" })).toHaveAccessibleDescription(
      "Student and senior citizen fares need ID at check-in.",
    );
  },
};

export const Invalid: Story = {
  args: { errors: ["Select a fare type"] },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Fare type" });
    await expectInvalidWithMessage(group, "Select a fare type");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "regular" },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};

/** One tab stop; arrows move and select. */
export const Keyboard: Story = {
  args: { defaultValue: "regular" },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Regular" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "Student" })).toBeChecked();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "Senior citizen" })).toHaveFocus();
    await expect(canvas.getByRole("radio", { name: "Senior citizen" })).toBeChecked();
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    await expect(formEntries(form)).toEqual({ fareType: "senior" });
  },
};

/** Horizontal on wide screens; the options stack below 640 px. */
export const Horizontal: Story = {
  args: { orientation: "horizontal", defaultValue: "regular" },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("radio");
    const top = (el: HTMLElement | undefined) => el?.closest("label")?.getBoundingClientRect().top;
    await expect(top(first)).toBe(top(second));
  },
};

export const Mobile: Story = {
  args: { orientation: "horizontal", defaultValue: "regular" },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("radio");
    const top = (el: HTMLElement | undefined) =>
      el?.closest("label")?.getBoundingClientRect().top ?? 0;
    await expect(top(second)).toBeGreaterThan(top(first));
  },
};
