import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { PayByNotice } from "./PayByNotice";

const meta = {
  title: "Booking/PayByNotice",
  component: PayByNotice,
  args: { payBy: "2026-11-30T12:40:00.000Z" },
} satisfies Meta<typeof PayByNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The time is an instant, read in India time whatever the browser's zone. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByText(/^Complete payment by/);
    await expect(notice).toHaveTextContent(
      "Complete payment by 30 Nov 2026, 6:10 pm (India time), or the seats are released.",
    );
    await expect(notice.querySelector("time")).toHaveAttribute(
      "datetime",
      "2026-11-30T12:40:00.000Z",
    );
  },
};

export const CustomMessages: Story = {
  args: { messages: { before: "Pay before", after: "IST." } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Pay before/)).toHaveTextContent(
      "Pay before 30 Nov 2026, 6:10 pm IST.",
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Complete payment by/)).toBeVisible();
  },
};
