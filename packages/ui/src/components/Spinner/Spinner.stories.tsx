import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Spinner } from "./Spinner";

const meta = {
  title: "Foundations/Spinner",
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label is only for assistive technology: a polite status. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("Loading");
  },
};

export const VisibleLabel: Story = {
  args: { label: "Searching flights…", showLabel: true, size: "lg" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Searching flights…");
    await expect(canvas.getByText("Searching flights…")).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Spinner size="sm" label="Loading fares" />
      <Spinner size="md" label="Loading seats" />
      <Spinner size="lg" label="Loading meals" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("status")).toHaveLength(3);
  },
};
