import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ProgressBar } from "./ProgressBar";

const meta = {
  title: "Foundations/ProgressBar",
  component: ProgressBar,
  args: { label: "Uploading passenger list", value: 40 },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A percentage, named by its visible label. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", {
      name: "Uploading passenger list",
    });
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
    await expect(bar).toHaveAttribute("aria-valuetext", "40%");
    await expect(bar).toHaveTextContent("40%");
  },
};

/** Counted steps in words: "2 of 3 suppliers" is shown and announced. */
export const Determinate: Story = {
  args: {
    label: "Searching suppliers",
    value: 2,
    minValue: 0,
    maxValue: 3,
    valueLabel: "2 of 3 suppliers",
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Searching suppliers" });
    await expect(bar).toHaveAttribute("aria-valuenow", "2");
    await expect(bar).toHaveAttribute("aria-valuemin", "0");
    await expect(bar).toHaveAttribute("aria-valuemax", "3");
    await expect(bar).toHaveAttribute("aria-valuetext", "2 of 3 suppliers");
    await expect(bar).toHaveTextContent("2 of 3 suppliers");
  },
};

export const Complete: Story = {
  args: { label: "Searching suppliers", value: 3, maxValue: 3, valueLabel: "3 of 3 suppliers" },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Searching suppliers" });
    await expect(bar).toHaveAttribute("aria-valuenow", "3");
    await expect(bar).toHaveAttribute("aria-valuetext", "3 of 3 suppliers");
    const fill = bar.querySelector<HTMLElement>("[data-slot=progress-bar-fill]");
    await expect(fill?.style.width).toBe("100%");
  },
};

/**
 * Unknown length: no value is announced. The bar sweeps only without "reduce motion"; with
 * it (as under test) the whole track is tinted and still.
 */
export const Indeterminate: Story = {
  args: { label: "Confirming your booking with the airline", isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", {
      name: "Confirming your booking with the airline",
    });
    await expect(bar).not.toHaveAttribute("aria-valuenow");
    await expect(bar).not.toHaveAttribute("aria-valuetext");
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <ProgressBar {...args} size="sm" label="Small" value={25} />
      <ProgressBar {...args} size="md" label="Medium" value={50} />
      <ProgressBar {...args} size="lg" label="Large" value={75} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("progressbar", { name: "Small" })).toHaveAttribute(
      "aria-valuenow",
      "25",
    );
    await expect(canvas.getByRole("progressbar", { name: "Large" })).toHaveAttribute(
      "aria-valuenow",
      "75",
    );
  },
};

/** Hidden value: still announced through `aria-valuetext`. */
export const ValueHidden: Story = {
  args: { showValueLabel: false, value: 60 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", {
      name: "Uploading passenger list",
    });
    await expect(bar).toHaveAttribute("aria-valuetext", "60%");
    await expect(bar).not.toHaveTextContent("60%");
  },
};

/** Narrow screens: a long label wraps; the value keeps its place on the right. */
export const LongLabelMobile: Story = {
  args: {
    label: "Checking seat availability and fares with IndiGo, Air India and Akasa Air",
    value: 1,
    maxValue: 3,
    valueLabel: "1 of 3 airlines",
  },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", {
      name: "Checking seat availability and fares with IndiGo, Air India and Akasa Air",
    });
    await expect(bar).toHaveAttribute("aria-valuetext", "1 of 3 airlines");
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  },
};
