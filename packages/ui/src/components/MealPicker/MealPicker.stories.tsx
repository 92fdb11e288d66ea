import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { formEntries } from "../../lib/story-helpers";
import { MealPicker } from "./MealPicker";
import { addOnPassengers, addOnSegments, meals } from "./meal-stories";

const meta = {
  title: "Booking/MealPicker",
  component: MealPicker,
  args: { segments: addOnSegments(meals), passengers: addOnPassengers },
  decorators: [
    (Story) => (
      <form aria-label="Meals" className="max-w-xl" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof MealPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;

/** Per flight a fieldset, per passenger a radio group; "No meal" is chosen at first. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const flight = canvas.getByRole("group", { name: "AI 101 DEL–BOM" });
    const asha = within(flight).getByRole("radiogroup", { name: "Meal for Asha Rao" });
    await expect(within(asha).getAllByRole("radio")).toHaveLength(4);
    await expect(within(asha).getByRole("radio", { name: "No meal" })).toBeChecked();
    await expect(
      within(asha).getByRole("radio", {
        name: "Vegetarian meal, Paneer tikka sandwich and a juice, ₹350.00",
      }),
    ).toBeVisible();
    await expect(formEntries(form(canvasElement))).toEqual({
      "meal.s1.0": "",
      "meal.s1.1": "",
      "meal.s2.0": "",
      "meal.s2.1": "",
    });
  },
};

/** Keyboard: Tab into a group, arrows choose; each passenger's choice posts on its own. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getAllByRole("radio", { name: "No meal" })[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getAllByRole("radio", { name: /^Vegetarian meal/ })[0]).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(
      canvas.getAllByRole("radio", { name: /^Hindu non-vegetarian meal/ })[1],
    ).toBeChecked();
    await expect(formEntries(form(canvasElement))).toMatchObject({
      "meal.s1.0": "VGML",
      "meal.s1.1": "HNML",
    });
  },
};

/** A free meal says "Included" in text and in its name. */
export const IncludedMeal: Story = {
  args: { defaultValue: { s1: { 0: "DBML" } } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole("radio", {
        name: "Diabetic meal, Millet upma, fruit, no sugar, Included",
      })[0],
    ).toBeChecked();
  },
};

/** A flight without meals says so instead of an empty group. */
export const NoMealsOnFlight: Story = {
  args: {
    segments: [{ id: "s1", label: "6E 2131 BOM–BLR", options: [] }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No meals can be booked on this flight.")).toBeVisible();
    await expect(canvas.queryByRole("radiogroup")).toBeNull();
  },
};

export const CustomMessages: Story = {
  args: {
    segments: addOnSegments(meals).slice(0, 1),
    passengers: addOnPassengers.slice(0, 1),
    messages: { groupLabel: (name) => `${name}'s meal`, none: "Skip the meal", included: "Free" },
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Asha Rao's meal" });
    await expect(within(group).getByRole("radio", { name: "Skip the meal" })).toBeChecked();
    await expect(
      within(group).getByRole("radio", { name: /^Diabetic meal, .*, Free$/ }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  args: { segments: addOnSegments(meals).slice(0, 1), passengers: addOnPassengers.slice(0, 1) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: /^Diabetic meal/ }));
    await expect(canvas.getByRole("radio", { name: /^Diabetic meal/ })).toBeChecked();
  },
};
