import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { formEntries } from "../../lib/story-helpers";
import { connectingTrip, directTrip } from "../../lib/trip-stories";
import { FareOptions } from "./FareOptions";

const submit = fn();

const meta = {
  title: "Results/FareOptions",
  component: FareOptions,
  args: { trip: connectingTrip },
  decorators: [
    (Story) => (
      <form
        aria-label="Choose a fare"
        className="max-w-xl"
        onSubmit={(event) => {
          event.preventDefault();
          submit(formEntries(event.currentTarget));
        }}
      >
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof FareOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fares in the spec's display order (SME first); the cheapest is chosen at first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Fares" });
    const radios = within(group).getAllByRole("radio");
    await expect(radios).toHaveLength(3);
    await expect(radios[0]).toHaveAccessibleName(/^SME/);
    await expect(canvas.getByRole("radio", { name: /^Saver/ })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: /^Flexi Plus/ })).toHaveAccessibleName(
      "Flexi Plus Check-in 25 Kg, cabin 7 Kg · Refundable · Free meal ₹10,450.00",
    );
  },
};

/** Keyboard: Tab into the group (the chosen fare), arrows choose, Tab to "Select", Enter submits the price id. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    submit.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: /^Saver/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(canvas.getByRole("radio", { name: /^Flexi Plus/ })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Select" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(submit).toHaveBeenCalledWith({ priceId: "c-flexi" });
  },
};

export const SingleFare: Story = {
  args: { trip: { ...directTrip, prices: directTrip.prices.slice(0, 1) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio")).toBeChecked();
  },
};

export const CustomLabels: Story = {
  args: {
    trip: directTrip,
    name: "fare",
    messages: { label: "Choose your fare", select: "Book this fare", meal: () => "Snack" },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup", { name: "Choose your fare" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Book this fare" })).toBeVisible();
    await expect(canvas.getAllByText(/Snack/)).toHaveLength(2);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("radio")).toHaveLength(3);
  },
};
