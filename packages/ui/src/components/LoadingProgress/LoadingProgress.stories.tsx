import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { LoadingProgress } from "./LoadingProgress";

const meta = {
  title: "Results/LoadingProgress",
  component: LoadingProgress,
  args: { retryInSeconds: 2, found: 34, batches: { received: 1, total: 3 } },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "34 flights so far. More in 2 seconds.",
    );
    const bar = canvas.getByRole("progressbar", { name: "34 flights so far. More in 2 seconds." });
    await expect(bar).toHaveAttribute("value", "1");
    await expect(bar).toHaveAttribute("max", "3");
  },
};

export const Starting: Story = {
  args: { retryInSeconds: undefined, found: undefined, batches: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Searching for flights. More are on the way.",
    );
    await expect(canvas.queryByRole("progressbar")).not.toBeInTheDocument();
  },
};

export const Done: Story = {
  args: { done: true, found: 96, batches: { received: 3, total: 3 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("All flights loaded: 96.");
  },
};

export const CustomMessages: Story = {
  args: { messages: { loading: (seconds) => `Checking more airlines in ${seconds}s` } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Checking more airlines in 2s");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toBeVisible();
  },
};
