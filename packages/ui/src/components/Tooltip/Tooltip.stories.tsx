import type { Meta, StoryObj } from "@storybook/react-vite";
import { Info } from "lucide-react";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button/Button";
import { Tooltip } from "./Tooltip";

const meta = {
  title: "Components/Tooltip",
  component: Tooltip,
  args: {
    content: "Convenience fee is charged per passenger, per journey.",
    children: (
      <Button variant="ghost" size="sm" aria-label="About the convenience fee">
        <Info aria-hidden="true" className="size-4" />
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div className="flex min-h-40 items-end justify-center gap-2">
        <span>Convenience fee</span>
        <Story />
      </div>
    ),
  ],
  parameters: { screenshot: { target: "viewport" } },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus opens it at once; it describes (not names) the trigger; Escape closes it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "About the convenience fee" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Convenience fee is charged per passenger");
    await expect(trigger).toHaveAccessibleDescription(
      "Convenience fee is charged per passenger, per journey.",
    );
    await expect(trigger).toHaveAccessibleName("About the convenience fee");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
  parameters: { screenshot: { target: "frame" } },
};

export const Hover: Story = {
  args: { delay: 0 },
  play: async ({ canvas }) => {
    // A pointer user: React Aria opens tooltips on hover only in pointer modality.
    await userEvent.click(canvas.getByText("Convenience fee"));
    await userEvent.hover(canvas.getByRole("button", { name: "About the convenience fee" }));
    await expect(await screen.findByRole("tooltip")).toBeVisible();
  },
  parameters: { screenshot: { disable: true } },
};

/** Open, as a designer sees it. */
export const Open: Story = {
  args: { isOpen: true },
  play: async () => {
    await expect(await screen.findByRole("tooltip")).toBeVisible();
  },
};

export const Bottom: Story = {
  args: { isOpen: true, placement: "bottom" },
  decorators: [
    (Story) => (
      <div className="flex min-h-40 items-start justify-center">
        <Story />
      </div>
    ),
  ],
  play: async () => {
    await expect(await screen.findByRole("tooltip")).toHaveAttribute("data-placement", "bottom");
  },
};
