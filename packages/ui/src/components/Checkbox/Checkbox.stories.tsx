import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { Checkbox } from "./Checkbox";

const meta = {
  title: "Fields/Checkbox",
  component: Checkbox,
  args: {
    label: "I accept the fare rules and the terms and conditions",
    name: "acceptTerms",
    id: "acceptTerms",
  },
  decorators: [
    (Story) => (
      <form className="max-w-xl" aria-label="Review" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = "I accept the fare rules and the terms and conditions";

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole("checkbox", { name });
    await expect(box).toHaveAttribute("id", "acceptTerms");
    await expect(box).not.toBeChecked();
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    await expect(formEntries(form)).toEqual({});
    await userEvent.click(canvas.getByText(name));
    await expect(box).toBeChecked();
    await expect(formEntries(form)).toEqual({ acceptTerms: "on" });
  },
};

export const WithDescription: Story = {
  args: {
    label: "Save these passengers for next time",
    name: "savePassengers",
    id: "savePassengers",
    description: "Saved passengers appear in your account.",
    defaultSelected: true,
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("checkbox", { name: "Save these passengers for next time" });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription("Saved passengers appear in your account.");
  },
};

export const Invalid: Story = {
  args: { errors: ["Please accept the terms and conditions to continue"] },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("checkbox", { name }),
      "Please accept the terms and conditions to continue",
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name })).toBeDisabled();
  },
};

/** Space toggles; the focus ring is drawn around the box. */
export const Keyboard: Story = {
  args: { value: "yes" },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole("checkbox", { name });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).toBeChecked();
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    await expect(formEntries(form)).toEqual({ acceptTerms: "yes" });
  },
};

export const Indeterminate: Story = {
  args: { label: "All passengers", name: "all", id: "all", isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "All passengers" })).toBePartiallyChecked();
  },
};

/** Long labels wrap beside the box on narrow screens; the box stays top-aligned. */
export const Mobile: Story = {
  args: {
    description: "Cancellation and date-change charges apply as per the airline's fare rules.",
    errors: ["Please accept the terms and conditions to continue"],
  },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
