import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { formEntries } from "../../lib/story-helpers";
import { ResultsViewSwitch } from "./ResultsViewSwitch";

const meta = {
  title: "Results/ResultsViewSwitch",
  component: ResultsViewSwitch,
  args: {
    value: "ONWARD",
    options: [
      { view: "ONWARD", count: 42 },
      { view: "RETURN", count: 1 },
      { view: "COMBO", count: 118 },
    ],
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <form aria-label="Results" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof ResultsViewSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

const posted = (canvasElement: HTMLElement) =>
  formEntries(canvasElement.querySelector("form") as HTMLFormElement);

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("radiogroup", { name: "Show flights" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Onward (42 flights)" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Return (1 flight)" })).not.toBeChecked();
    await expect(posted(canvasElement)).toEqual({ view: "ONWARD" });
  },
};

/** One tab stop; arrows choose the next list and call onChange. */
export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Onward (42 flights)" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Return (1 flight)" })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("RETURN");
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Combined (118 flights)" })).toHaveFocus();
    await expect(posted(canvasElement)).toEqual({ view: "COMBO" });
  },
};

/** Without counts (still loading) and without the combined list (domestic trip). */
export const WithoutCounts: Story = {
  args: { value: "RETURN", options: [{ view: "ONWARD" }, { view: "RETURN" }] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("radio")).toHaveLength(2);
    await expect(canvas.getByRole("radio", { name: "Return" })).toBeChecked();
    await expect(canvas.queryByRole("radio", { name: /Combined/ })).toBeNull();
  },
};

/** An empty list still shows its zero. */
export const EmptyList: Story = {
  args: {
    options: [
      { view: "ONWARD", count: 12 },
      { view: "RETURN", count: 0 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Return (0 flights)" })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};

/** A white-label partner's own words. */
export const CustomLabels: Story = {
  args: {
    messages: {
      label: "Lists",
      views: { ONWARD: "Departing", RETURN: "Returning", COMBO: "Round-trip fares" },
      withCount: (view, count) => `${view}, ${count}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup", { name: "Lists" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Departing, 42" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Round-trip fares, 118" })).toBeVisible();
  },
};

/** Below 640 px the options stack. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("radio");
    const top = (el: HTMLElement | undefined) =>
      el?.closest("label")?.getBoundingClientRect().top ?? 0;
    await expect(top(second)).toBeGreaterThan(top(first));
  },
};
