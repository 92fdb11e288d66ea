import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Spinner } from "../Spinner/Spinner";
import { Skeleton } from "./Skeleton";

const meta = {
  title: "Foundations/Skeleton",
  component: Skeleton,
  decorators: [
    (Story) => (
      <figure className="flex max-w-md flex-col gap-2">
        <Story />
        <figcaption className="text-sm text-fg-muted">Content is loading</figcaption>
      </figure>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector("[data-slot=skeleton]");
    await expect(skeleton).toHaveAttribute("aria-hidden", "true");
    await expect(skeleton?.children).toHaveLength(3);
  },
};

export const Shapes: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Skeleton shape="circle" height="2.5rem" />
      <Skeleton shape="rect" width="8rem" height="2.5rem" />
      <Skeleton width="10rem" />
    </div>
  ),
};

/**
 * A loading result card: the skeleton is hidden from assistive technology; the region is
 * `aria-busy` and one status announces the loading.
 */
export const LoadingCard: Story = {
  render: () => (
    <section aria-label="Flights" aria-busy="true" className="flex flex-col gap-3">
      <Spinner label="Loading flights" showLabel size="sm" />
      <div className="flex items-center gap-3 rounded-lg border border-subtle p-4">
        <Skeleton shape="circle" height="2rem" />
        <Skeleton lines={2} className="flex-1" />
        <Skeleton shape="rect" width="5rem" height="2rem" />
      </div>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Flights" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading flights");
  },
};
