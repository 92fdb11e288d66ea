import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Duration } from "./Duration";

const meta = {
  title: "Foundations/Duration",
  component: Duration,
  args: { minutes: 135 },
} satisfies Meta<typeof Duration>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    const time = canvasElement.querySelector("time");
    await expect(time).toHaveAttribute("datetime", "PT2H15M");
    // On screen: the short form (hidden from assistive technology).
    await expect(canvas.getByText("2h 15m")).toHaveAttribute("aria-hidden", "true");
    // Spoken: the long form.
    await expect(time).toHaveTextContent("2 hours 15 minutes");
  },
};

export const HoursOnly: Story = {
  args: { minutes: 60 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("1h")).toBeVisible();
    await expect(canvasElement.querySelector(".sr-only")).toHaveTextContent(/^1 hour$/);
  },
};

export const MinutesOnly: Story = {
  args: { minutes: 45 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("45m")).toBeVisible();
    await expect(canvasElement.querySelector(".sr-only")).toHaveTextContent(/^45 minutes$/);
  },
};

export const LongHaul: Story = {
  args: { minutes: 1_501 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("25h 1m")).toBeVisible();
    await expect(canvasElement.querySelector(".sr-only")).toHaveTextContent("25 hours 1 minute");
  },
};

/** Another language or wording: both the short and the spoken form are overridable. */
export const CustomMessages: Story = {
  args: {
    minutes: 135,
    messages: {
      short: (hours, minutes) => `${hours} hr ${minutes} min`,
      long: (hours, minutes) => `${hours} ghante ${minutes} minute`,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("2 hr 15 min")).toBeVisible();
    await expect(canvasElement.querySelector(".sr-only")).toHaveTextContent("2 ghante 15 minute");
  },
};
