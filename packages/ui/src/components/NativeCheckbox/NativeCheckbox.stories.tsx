import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { formEntries } from "../../lib/story-helpers";
import { NativeCheckbox } from "./NativeCheckbox";

const meta = {
  title: "Fields/NativeCheckbox",
  component: NativeCheckbox,
  args: { label: "Include the price", name: "withPrice", value: "true" },
  decorators: [
    (Story) => (
      <form className="max-w-xl" aria-label="Send the ticket">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof NativeCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;

/** A click anywhere on the label ticks it; ticked, it posts `name=value`. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole("checkbox", { name: "Include the price" });
    await expect(box).not.toBeChecked();
    await expect(formEntries(formOf(canvasElement))).toEqual({});
    await userEvent.click(canvas.getByText("Include the price"));
    await expect(box).toBeChecked();
    await expect(formEntries(formOf(canvasElement))).toEqual({ withPrice: "true" });
  },
};

/** Ticked at first (`defaultChecked`). */
export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Include the price" })).toBeChecked();
  },
};

/** Tab to it: the focus ring is on the box; Space unticks it. */
export const Keyboard: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("checkbox", { name: "Include the price" });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
  },
};

export const Mobile: Story = {
  args: { defaultChecked: true },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};

/** A hint and the server's message under the label, both its description; the box in red. */
export const Invalid: Story = {
  args: {
    label: "I accept the terms and conditions",
    name: "termsAccepted",
    value: undefined,
    required: true,
    description: "Read them before paying.",
    errors: ["Please accept the terms and conditions"],
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("checkbox", { name: "I accept the terms and conditions" });
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription(
      "Read them before paying. Please accept the terms and conditions",
    );
  },
};

/** Disabled: greyed, not a target. */
export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Include the price" })).toBeDisabled();
  },
};
