import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { DateTime } from "./DateTime";

const meta = {
  title: "Foundations/DateTime",
  component: DateTime,
  args: { value: "2026-12-01T06:10" },
} satisfies Meta<typeof DateTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("06:10")).toBeVisible();
    await expect(canvas.getByText("Tue, 1 Dec")).toBeVisible();
    const time = canvasElement.querySelector("time");
    await expect(time).toHaveAttribute("datetime", "2026-12-01T06:10");
    await expect(canvasElement.querySelector(".sr-only")).toHaveTextContent(
      "06:10 on Tuesday, 1 December 2026",
    );
  },
};

/** An arrival after midnight: "+1 day" on screen, "next day" spoken. */
export const NextDayArrival: Story = {
  args: { value: "2026-12-02T01:35", relativeTo: "2026-12-01T22:50", size: "lg" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("+1 day")).toBeVisible();
    await expect(canvasElement.querySelector(".sr-only")).toHaveTextContent(
      "01:35 on Wednesday, 2 December 2026, next day",
    );
  },
};

/** Across the date line or a long connection: "+2 days". */
export const TwoDaysLater: Story = {
  args: { value: "2026-12-03T07:05", relativeTo: "2026-12-01T23:55" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("+2 days")).toBeVisible();
    await expect(canvasElement.querySelector(".sr-only")).toHaveTextContent("2 days later");
  },
};

/** Same calendar day: no marker, whatever the clock times. */
export const SameDay: Story = {
  args: { value: "2026-12-01T23:59", relativeTo: "2026-12-01T00:05", showDate: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText(/^\+\d+ days?$/)).not.toBeInTheDocument();
    await expect(canvasElement.querySelector("[data-slot=date-time-offset]")).toBeNull();
  },
};

export const CustomMessages: Story = {
  args: {
    value: "2026-12-02T01:35",
    relativeTo: "2026-12-01T22:50",
    messages: {
      dayOffset: (days) => `+${days}d`,
      dayOffsetSpoken: () => "arrives the next day",
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("+1d")).toBeVisible();
    await expect(canvasElement.querySelector(".sr-only")).toHaveTextContent("arrives the next day");
  },
};

/** A result card's times on a narrow screen. */
export const Mobile: Story = {
  render: () => (
    <div className="flex items-start justify-between gap-4">
      <DateTime value="2026-12-01T22:50" size="lg" />
      <DateTime value="2026-12-02T01:35" relativeTo="2026-12-01T22:50" size="lg" />
    </div>
  ),
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
