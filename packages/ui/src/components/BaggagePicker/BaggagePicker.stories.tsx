import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { formEntries } from "../../lib/story-helpers";
import { addOnPassengers, addOnSegments, bags } from "../MealPicker/meal-stories";
import { BaggagePicker } from "./BaggagePicker";

const meta = {
  title: "Booking/BaggagePicker",
  component: BaggagePicker,
  args: { segments: addOnSegments(bags).slice(0, 1), passengers: addOnPassengers },
  decorators: [
    (Story) => (
      <form aria-label="Baggage" className="max-w-xl" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof BaggagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;

/** "No extra baggage" first; each allowance names its weight and price. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const asha = canvas.getByRole("radiogroup", { name: "Extra baggage for Asha Rao" });
    await expect(within(asha).getByRole("radio", { name: "No extra baggage" })).toBeChecked();
    await expect(
      within(asha).getByRole("radio", {
        name: "10 kg, Added to your check-in allowance, ₹4,750.00",
      }),
    ).toBeVisible();
    await expect(formEntries(form(canvasElement))).toEqual({
      "baggage.s1.0": "",
      "baggage.s1.1": "",
    });
  },
};

/** Keyboard: Tab into Asha's group, arrows choose 15 kg, which posts under her index. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowUp}");
    const asha = canvas.getByRole("radiogroup", { name: "Extra baggage for Asha Rao" });
    await expect(within(asha).getByRole("radio", { name: /^15 kg/ })).toBeChecked();
    await expect(within(asha).getByRole("radio", { name: /^15 kg/ })).toHaveFocus();
    await expect(formEntries(form(canvasElement))).toEqual({
      "baggage.s1.0": "XBAG15",
      "baggage.s1.1": "",
    });
  },
};

/** Two flights, choices made before (e.g. coming back to the step). */
export const TwoFlightsChosen: Story = {
  args: {
    segments: addOnSegments(bags),
    defaultValue: { s1: { 0: "XBAG5" }, s2: { 1: "XBAG10" } },
  },
  play: async ({ canvas, canvasElement }) => {
    const second = canvas.getByRole("group", { name: "6E 2131 BOM–BLR" });
    await expect(
      within(second).getByRole("radiogroup", { name: "Extra baggage for Ravi Rao" }),
    ).toBeVisible();
    await expect(formEntries(form(canvasElement))).toEqual({
      "baggage.s1.0": "XBAG5",
      "baggage.s1.1": "",
      "baggage.s2.0": "",
      "baggage.s2.1": "XBAG10",
    });
  },
};

export const CustomMessages: Story = {
  args: {
    passengers: addOnPassengers.slice(0, 1),
    messages: { groupLabel: (name) => `Bags for ${name}`, none: "Cabin bag only" },
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Bags for Asha Rao" });
    await expect(within(group).getByRole("radio", { name: "Cabin bag only" })).toBeChecked();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  args: { passengers: addOnPassengers.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("radio")).toHaveLength(4);
  },
};
