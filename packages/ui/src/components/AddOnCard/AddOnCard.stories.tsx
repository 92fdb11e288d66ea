import type { Meta, StoryObj } from "@storybook/react-vite";
import { paise } from "@wayfare/domain";
import { Accessibility, Zap } from "lucide-react";
import { expect, userEvent } from "storybook/test";
import { formEntries } from "../../lib/story-helpers";
import { AddOnCard } from "./AddOnCard";

const meta = {
  title: "Booking/AddOnCard",
  component: AddOnCard,
  args: {
    title: "Fast forward",
    description: "Priority check-in and boarding, and your bags off the belt first.",
    price: paise(30_000),
    name: "fastForward",
    icon: <Zap className="size-5" />,
  },
  decorators: [
    (Story) => (
      <form aria-label="Add-ons" className="max-w-xl" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof AddOnCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;

/** Keyboard: Tab to the checkbox, Space ticks it, and it posts its name. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole("checkbox", { name: "Fast forward ₹300.00" });
    await expect(box).toHaveAccessibleDescription(
      "Priority check-in and boarding, and your bags off the belt first.",
    );
    await expect(formEntries(form(canvasElement))).toEqual({});
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).toBeChecked();
    await expect(formEntries(form(canvasElement))).toEqual({ fastForward: "on" });
  },
};

/** A free service says "Included"; it posts a code as its value. */
export const Wheelchair: Story = {
  args: {
    title: "Wheelchair",
    description: "Wheelchair to the aircraft door; you can climb stairs and walk in the cabin.",
    price: paise(0),
    name: "wheelchair",
    value: "WCHR",
    icon: <Accessibility className="size-5" />,
    defaultSelected: true,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("checkbox", { name: "Wheelchair Included" })).toBeChecked();
    await expect(formEntries(form(canvasElement))).toEqual({ wheelchair: "WCHR" });
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, description: "Not offered on this flight." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Fast forward ₹300.00" })).toBeDisabled();
  },
};

/** A partner's wording for free services. */
export const CustomMessages: Story = {
  args: { price: paise(0), messages: { included: "Free of charge" } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("checkbox", { name: "Fast forward Free of charge" }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("checkbox", { name: "Fast forward ₹300.00" }));
    await expect(canvas.getByRole("checkbox", { name: "Fast forward ₹300.00" })).toBeChecked();
  },
};
