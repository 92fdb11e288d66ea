import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { Switch } from "./Switch";

const changed = fn();

const meta = {
  title: "Fields/Switch",
  component: Switch,
  args: {
    label: "Show prices with markup",
    name: "showMarkup",
    id: "showMarkup",
    onChange: changed,
  },
  decorators: [
    (Story) => (
      <form className="max-w-xl" aria-label="Display" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole("switch", { name: "Show prices with markup" });
    await expect(toggle).toHaveAttribute("id", "showMarkup");
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText("Show prices with markup"));
    await expect(toggle).toBeChecked();
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    await expect(formEntries(form)).toEqual({ showMarkup: "on" });
  },
};

export const WithDescription: Story = {
  args: { description: "Customers see the fare including your markup.", defaultSelected: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Show prices with markup" });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(
      "Customers see the fare including your markup.",
    );
  },
};

export const Invalid: Story = {
  args: { errors: ["Set a markup before showing prices with markup"] },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("switch", { name: "Show prices with markup" }),
      "Set a markup before showing prices with markup",
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "Show prices with markup" })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    changed.mockClear();
    const toggle = canvas.getByRole("switch", { name: "Show prices with markup" });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(toggle).toBeChecked();
    await expect(changed).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(toggle).not.toBeChecked();
  },
};

export const Mobile: Story = {
  args: {
    label: "Show only non-stop flights and hide flights with a change of aircraft",
    description: "You can change this later in the filters.",
  },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
