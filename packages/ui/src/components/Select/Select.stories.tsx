import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { Select } from "./Select";

const cabins = [
  { id: "ECONOMY", label: "Economy" },
  { id: "PREMIUM_ECONOMY", label: "Premium economy" },
  { id: "BUSINESS", label: "Business" },
  { id: "FIRST", label: "First" },
];

const meta = {
  title: "Fields/Select",
  component: Select,
  args: { label: "Cabin class", name: "cabinClass", id: "cabinClass", options: cabins },
  decorators: [
    (Story) => (
      <form className="max-w-md" aria-label="Search" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: "ECONOMY" },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole("button", { name: /Cabin class/ });
    await expect(trigger).toHaveTextContent("Economy");
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    await expect(formEntries(form)).toEqual({ cabinClass: "ECONOMY" });
  },
};

/** Nothing chosen yet: the placeholder shows (and is overridable). */
export const Placeholder: Story = {
  args: { placeholder: "Choose a cabin" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Cabin class/ })).toHaveTextContent(
      "Choose a cabin",
    );
  },
};

export const WithDescription: Story = {
  args: { description: "Applies to every flight in the trip.", defaultValue: "ECONOMY" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Cabin class/ })).toHaveAccessibleDescription(
      "Applies to every flight in the trip.",
    );
  },
};

export const Invalid: Story = {
  args: { errors: ["Select a cabin class"] },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("button", { name: /Cabin class/ }),
      "Select a cabin class",
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "BUSINESS" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Cabin class/ })).toBeDisabled();
  },
};

/** Enter opens the list, arrows move, Enter chooses, focus returns to the trigger. */
export const Keyboard: Story = {
  args: { defaultValue: "ECONOMY" },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole("button", { name: /Cabin class/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const list = await screen.findByRole("listbox", { name: /Cabin class/ });
    await expect(list).toBeVisible();
    await waitFor(() => expect(screen.getByRole("option", { name: "Economy" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent("Business");
    await expect(trigger).toHaveFocus();
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    await expect(formEntries(form)).toEqual({ cabinClass: "BUSINESS" });
  },
};

/** The open list, as a designer sees it. */
export const Open: Story = {
  args: { defaultValue: "PREMIUM_ECONOMY", isOpen: true },
  parameters: { screenshot: { target: "viewport" } },
  play: async () => {
    await expect(await screen.findByRole("listbox")).toBeVisible();
    await expect(screen.getByRole("option", { name: "Premium economy" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

/** Full width on narrow screens; the list matches the trigger's width. */
export const Mobile: Story = {
  args: { description: "Applies to every flight in the trip.", errors: ["Select a cabin class"] },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
