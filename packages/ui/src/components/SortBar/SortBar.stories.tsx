import type { Meta, StoryObj } from "@storybook/react-vite";
import { AGENT_RESULTS_SORT_FIELDS } from "@wayfare/domain";
import { expect, fn, userEvent } from "storybook/test";
import { formEntries } from "../../lib/story-helpers";
import { SortBar } from "./SortBar";

const meta = {
  title: "Results/SortBar",
  component: SortBar,
  args: { value: "price", onChange: fn() },
  decorators: [
    (Story) => (
      <form aria-label="Results" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof SortBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("radiogroup", { name: "Sort by" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Price (lowest first)" })).toBeChecked();
    await expect(formEntries(canvasElement.querySelector("form") as HTMLFormElement)).toEqual({
      sort: "price",
    });
  },
};

/** One tab stop; arrows choose the next order and call onChange. */
export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Price (lowest first)" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Departure (earliest first)" })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith("departure");
    await expect(formEntries(canvasElement.querySelector("form") as HTMLFormElement)).toEqual({
      sort: "departure",
    });
  },
};

export const Duration: Story = {
  args: { value: "duration" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Duration (shortest first)" })).toBeChecked();
  },
};

export const CustomLabels: Story = {
  args: {
    messages: {
      label: "Order",
      fields: { price: "Cheapest" } as never,
      shortFields: { price: "Cheapest" } as never,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup", { name: "Order" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Cheapest" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Arrival (earliest first)" })).toBeVisible();
  },
};

/** On a phone the chips wrap under the label: at most two short rows. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("radio")).toHaveLength(4);
    const group = canvas.getByRole("radiogroup", { name: "Sort by" });
    await expect(group.getBoundingClientRect().height).toBeLessThanOrEqual(80);
  },
};

/** Every chip shows a short label and is named with its direction. */
export const ShortLabels: Story = {
  play: async ({ canvas }) => {
    const price = canvas.getByRole("radio", { name: "Price (lowest first)" });
    await expect(price.closest("label")).toHaveTextContent(/^Price$/);
  },
};

/** An agent's bar: commission (highest first) after the four orders everyone has. */
export const AgentOrders: Story = {
  args: { orders: AGENT_RESULTS_SORT_FIELDS },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getAllByRole("radio")).toHaveLength(5);
    const commission = canvas.getByRole("radio", { name: "Commission (highest first)" });
    await expect(commission.closest("label")).toHaveTextContent(/^Commission$/);
    await userEvent.click(commission);
    await expect(commission).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith("commission");
    await expect(formEntries(canvasElement.querySelector("form") as HTMLFormElement)).toEqual({
      sort: "commission",
    });
  },
};

/** A consumer's bar offers no commission. */
export const NoCommissionByDefault: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("radio", { name: /Commission/ })).toBeNull();
  },
};

/** The agent's five chips on a phone: still at most two short rows. */
export const AgentMobile: Story = {
  args: { orders: AGENT_RESULTS_SORT_FIELDS },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Sort by" });
    await expect(group.getBoundingClientRect().height).toBeLessThanOrEqual(80);
  },
};
