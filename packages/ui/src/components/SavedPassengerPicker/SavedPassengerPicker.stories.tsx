import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { nextSubmission } from "../../lib/story-helpers";
import { type SavedPassengerOption, SavedPassengerPicker } from "./SavedPassengerPicker";

const PASSENGERS: SavedPassengerOption[] = [
  { id: "a1", name: "Mrs Meera Iyer", typeLabel: "Adult", detail: "Born 14 Feb 1988" },
  { id: "a2", name: "Mr Karan Iyer", typeLabel: "Adult" },
  { id: "c1", name: "Miss Tara Iyer", typeLabel: "Child", detail: "Born 2 Jun 2018" },
];

const meta = {
  title: "Booking/SavedPassengerPicker",
  component: SavedPassengerPicker,
  args: { passengers: PASSENGERS },
  decorators: [
    (Story) => (
      <form method="get" aria-label="Saved travellers" className="max-w-2xl">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof SavedPassengerPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;

/** Tab to a traveller, Space ticks, Tab on to the button, Enter posts the ticked ids. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { name: "Saved travellers" })).toBeVisible();
    const meera = canvas.getByRole("checkbox", { name: "Mrs Meera Iyer (Adult)" });
    await expect(meera).toHaveAccessibleDescription("Born 14 Feb 1988");
    const posted = nextSubmission(formOf(canvasElement));
    await userEvent.tab();
    await expect(meera).toHaveFocus();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Fill in selected travellers" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(await posted).toEqual({ saved: "c1" });
  },
};

export const Selected: Story = {
  args: { selected: ["a1", "c1"] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Mrs Meera Iyer (Adult)" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Mr Karan Iyer (Adult)" })).not.toBeChecked();
  },
};

export const Empty: Story = {
  args: { passengers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("heading")).toBeNull();
  },
};

export const ManyTravellers: Story = {
  args: {
    passengers: Array.from({ length: 20 }, (_, index) => ({
      id: `p${index}`,
      name: `Mr Venkataraghavan Subramaniam ${index + 1}`,
      typeLabel: "Adult",
      detail: "Born 1 Jan 1970 · Passport Z12345678",
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(20);
  },
};

export const OwnWords: Story = {
  args: { messages: { heading: "Frequent travellers", submit: "Use these travellers" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Frequent travellers" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Use these travellers" })).toBeVisible();
  },
};

export const Narrow: Story = {
  args: { selected: ["a2"] },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Fill in selected travellers" })).toBeVisible();
  },
};
