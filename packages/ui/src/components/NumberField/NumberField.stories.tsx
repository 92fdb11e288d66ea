import type { Meta, StoryObj } from "@storybook/react-vite";
import { MAX_PASSENGERS_PER_BOOKING } from "@wayfare/domain";
import { expect, userEvent } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { NumberField } from "./NumberField";

const meta = {
  title: "Fields/NumberField",
  component: NumberField,
  args: {
    label: "Adults",
    name: "adults",
    id: "adults",
    defaultValue: 1,
    minValue: 1,
    maxValue: MAX_PASSENGERS_PER_BOOKING,
  },
  decorators: [
    (Story) => (
      <form
        className="max-w-md"
        aria-label="Travellers"
        onSubmit={(event) => event.preventDefault()}
      >
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole("textbox", { name: "Adults" });
    await expect(input).toHaveAttribute("id", "adults");
    await expect(input).toHaveValue("1");
    await expect(canvas.getByRole("button", { name: /Increase/ })).toBeEnabled();
    // At the minimum the − stepper is disabled.
    await expect(canvas.getByRole("button", { name: /Decrease/ })).toBeDisabled();
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    await expect(formEntries(form)).toEqual({ adults: "1" });
  },
};

export const WithDescription: Story = {
  args: { description: "12 years or older on the day of travel." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Adults" })).toHaveAccessibleDescription(
      "12 years or older on the day of travel.",
    );
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 10,
    maxValue: undefined,
    errors: [`You can book for up to ${MAX_PASSENGERS_PER_BOOKING} travellers at a time`],
  },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "Adults" }),
      `You can book for up to ${MAX_PASSENGERS_PER_BOOKING} travellers at a time`,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Adults" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: /Increase/ })).toBeDisabled();
  },
};

/** Arrow keys step, typing replaces, and the value is clamped to min/max on blur. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole("textbox", { name: "Adults" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(input).toHaveValue("3");
    await userEvent.keyboard("{ArrowDown}");
    await expect(input).toHaveValue("2");
    await userEvent.clear(input);
    await userEvent.type(input, "42");
    await userEvent.tab();
    await expect(input).toHaveValue(String(MAX_PASSENGERS_PER_BOOKING));
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    await expect(formEntries(form)).toEqual({ adults: String(MAX_PASSENGERS_PER_BOOKING) });
  },
};

/** The steppers have names and are pressable (they are not tab stops: arrows do the same). */
export const Steppers: Story = {
  args: { incrementLabel: "Add an adult", decrementLabel: "Remove an adult" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Add an adult" }));
    await userEvent.click(canvas.getByRole("button", { name: "Add an adult" }));
    await expect(canvas.getByRole("textbox", { name: "Adults" })).toHaveValue("3");
    await userEvent.click(canvas.getByRole("button", { name: "Remove an adult" }));
    await expect(canvas.getByRole("textbox", { name: "Adults" })).toHaveValue("2");
  },
};

/** Below 640 px the input stretches between the steppers (full-width row). */
export const Mobile: Story = {
  args: { description: "12 years or older on the day of travel." },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Adults" });
    await expect(input.getBoundingClientRect().width).toBeGreaterThan(120);
  },
};
