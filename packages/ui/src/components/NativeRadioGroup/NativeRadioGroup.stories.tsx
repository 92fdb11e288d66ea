import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { formEntries } from "../../lib/story-helpers";
import { NativeRadio, NativeRadioGroup } from "./NativeRadioGroup";

const meta = {
  title: "Fields/NativeRadioGroup",
  component: NativeRadioGroup,
  args: {
    label: "Cancellation protection",
    name: "cancellationProtection",
    id: "cancellationProtection",
    onChange: fn(),
    children: [
      <NativeRadio key="yes" value="yes">
        Yes, add it for ₹349.00
      </NativeRadio>,
      <NativeRadio key="no" value="no">
        No, thanks
      </NativeRadio>,
    ],
  },
  decorators: [
    (Story) => (
      <form className="max-w-xl" aria-label="Review" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof NativeRadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;

/** Nothing chosen at first; a click on a label chooses it, and the form posts its value. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const yes = canvas.getByRole("radio", { name: "Yes, add it for ₹349.00" });
    // The id is on the first option (an error summary link lands inside the group).
    await expect(yes).toHaveAttribute("id", "cancellationProtection");
    await expect(formEntries(formOf(canvasElement))).toEqual({});
    await userEvent.click(canvas.getByText("No, thanks"));
    await expect(canvas.getByRole("radio", { name: "No, thanks" })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("no");
    await expect(formEntries(formOf(canvasElement))).toEqual({ cancellationProtection: "no" });
  },
};

/** The legend names the group and the hint describes it. */
export const WithDescription: Story = {
  args: {
    description: "Get your booking amount back if you cancel, whatever the airline's rules.",
    defaultValue: "yes",
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Cancellation protection" });
    await expect(group).toHaveAccessibleDescription(
      "Get your booking amount back if you cancel, whatever the airline's rules.",
    );
    await expect(canvas.getByRole("radio", { name: "Yes, add it for ₹349.00" })).toBeChecked();
  },
};

/** The server's message under the legend, in the group's description; every option invalid. */
export const Invalid: Story = {
  args: {
    description: "Get your booking amount back if you cancel, whatever the airline's rules.",
    errors: ["Please select either Yes or No"],
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Cancellation protection" });
    await expect(group).toHaveAccessibleDescription(
      "Get your booking amount back if you cancel, whatever the airline's rules. Please select either Yes or No",
    );
    await expect(group).toHaveAttribute("aria-invalid", "true");
    for (const radio of canvas.getAllByRole("radio")) {
      await expect(radio).toHaveAttribute("aria-invalid", "true");
    }
  },
};

/** One tab stop; the arrows move and choose; the focus ring is on the circle. */
export const Keyboard: Story = {
  args: { defaultValue: "yes" },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Yes, add it for ₹349.00" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const no = canvas.getByRole("radio", { name: "No, thanks" });
    await expect(no).toHaveFocus();
    await expect(no).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("no");
    await expect(formEntries(formOf(canvasElement))).toEqual({ cancellationProtection: "no" });
  },
};

/** Controlled (`value`): the choice shown is the one the owner keeps. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState("no");
    return <NativeRadioGroup {...args} value={value} onChange={setValue} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "No, thanks" })).toBeChecked();
    await userEvent.click(canvas.getByText("Yes, add it for ₹349.00"));
    await expect(canvas.getByRole("radio", { name: "Yes, add it for ₹349.00" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "No, thanks" })).not.toBeChecked();
  },
};

/** Side by side on wide screens; the options stack below 640 px. */
export const Horizontal: Story = {
  args: { orientation: "horizontal", defaultValue: "yes" },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("radio");
    const top = (el: HTMLElement | undefined) => el?.closest("label")?.getBoundingClientRect().top;
    await expect(top(first)).toBe(top(second));
  },
};

export const Mobile: Story = {
  args: {
    orientation: "horizontal",
    defaultValue: "yes",
    errors: ["Please select either Yes or No"],
  },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("radio");
    const top = (el: HTMLElement | undefined) =>
      el?.closest("label")?.getBoundingClientRect().top ?? 0;
    await expect(top(second)).toBeGreaterThan(top(first));
  },
};
