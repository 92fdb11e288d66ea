import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../Button/Button";
import { FilterPanel } from "./FilterPanel";

const meta = {
  title: "Results/FilterPanel",
  component: FilterPanel,
  args: {
    value: { stops: [], airlines: [], departureBuckets: [], refundableOnly: false },
    airlines: [
      { code: "6E", name: "IndiGo" },
      { code: "AI", name: "Air India" },
      { code: "UK", name: "Vistara" },
    ],
    onChange: fn(),
    actions: <Button type="submit">Apply</Button>,
  },
  decorators: [
    (Story) => (
      <form
        aria-label="Results"
        method="get"
        className="max-w-xs"
        onSubmit={(event) => event.preventDefault()}
      >
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

function query(form: HTMLFormElement): string {
  return new URLSearchParams(new FormData(form) as unknown as string[][]).toString();
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole("region", { name: "Filters" });
    for (const name of ["Stops", "Airlines", "Departure time", "Refundability"]) {
      await expect(within(panel).getByRole("group", { name })).toBeVisible();
    }
    await expect(canvas.getByRole("checkbox", { name: "Before 6 AM" })).not.toBeChecked();
  },
};

/** Ticking boxes builds the GET query: stops=0&airline=AI&depTime=MORNING&refundable=1. */
export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox", { name: "Non-stop" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Air India (AI)" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "6 AM - 12 PM" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Refundable fares only" }));
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    await expect(query(canvasElement.querySelector("form") as HTMLFormElement)).toBe(
      "stops=0&airline=AI&depTime=MORNING&refundable=1",
    );
  },
};

export const Applied: Story = {
  args: {
    value: { stops: [0, 1], airlines: ["6E"], departureBuckets: ["NIGHT"], refundableOnly: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Non-stop" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "1 stop" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "IndiGo (6E)" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "After 6 PM" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Refundable fares only" })).toBeChecked();
  },
};

export const NoAirlines: Story = {
  args: { airlines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("group", { name: "Airlines" })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Apply" })).toBeVisible();
  },
};
