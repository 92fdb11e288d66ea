import type { Meta, StoryObj } from "@storybook/react-vite";
import { Briefcase, Check } from "lucide-react";
import { expect } from "storybook/test";
import { Badge } from "./Badge";

const meta = {
  title: "Foundations/Badge",
  component: Badge,
  args: { children: "Refundable", tone: "success" },
  argTypes: {
    tone: { control: "inline-radio", options: ["neutral", "info", "success", "error", "brand"] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText("Refundable");
    await expect(badge).toHaveAttribute("data-tone", "success");
  },
};

export const AllTones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge tone="neutral">Economy</Badge>
      <Badge tone="info">Operated by Air India Express</Badge>
      <Badge tone="success">Refundable</Badge>
      <Badge tone="error">Non-refundable</Badge>
      <Badge tone="brand">Cheapest</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const text of ["Economy", "Refundable", "Non-refundable", "Cheapest"]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

/** Icons are decorative: the text says it all. */
export const WithIcon: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge icon={<Briefcase />}>15 kg check-in</Badge>
      <Badge tone="success" icon={<Check />} size="sm">
        Free meal
      </Badge>
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText("15 kg check-in")).toBeVisible();
    for (const icon of canvasElement.querySelectorAll("svg")) {
      await expect(icon.closest("[aria-hidden=true]")).not.toBeNull();
    }
  },
};
