import type { Meta, StoryObj } from "@storybook/react-vite";
import { Ticket } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";
import { Button } from "../Button/Button";
import { EmptyState } from "./EmptyState";

const meta = {
  title: "Components/EmptyState",
  component: EmptyState,
  args: {
    title: "No flights found",
    description: "Try other dates, or remove a filter.",
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const reset = fn();

export const Default: Story = {
  args: { action: <Button onPress={reset}>Clear all filters</Button> },
  play: async ({ canvas }) => {
    reset.mockClear();
    await expect(canvas.getByRole("heading", { name: "No flights found", level: 2 })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Clear all filters" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(reset).toHaveBeenCalledTimes(1);
  },
};

/** The built-in title, for when nothing more specific is known. */
export const DefaultTitle: Story = {
  args: { title: undefined, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Nothing to show" })).toBeVisible();
  },
};

export const CustomIconAndLevel: Story = {
  args: {
    title: "No upcoming trips",
    description: "Bookings you make appear here.",
    icon: <Ticket />,
    headingLevel: 3,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { name: "No upcoming trips", level: 3 }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { action: <Button fullWidth>Clear all filters</Button> },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
