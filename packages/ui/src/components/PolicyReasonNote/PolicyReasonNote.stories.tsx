import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { PolicyReasonNote } from "./PolicyReasonNote";

const meta = {
  title: "Booking/PolicyReasonNote",
  component: PolicyReasonNote,
  args: { reason: { code: "MEETING_SCHEDULE" } },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PolicyReasonNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reason from the list, in the domain's words. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Reason for not choosing the lowest fare:").parentElement,
    ).toHaveTextContent("Reason for not choosing the lowest fare: Meeting or event schedule");
  },
};

/** "Other": the traveller's own words. */
export const OtherReason: Story = {
  args: { reason: { code: "OTHER", text: "Client visit moved to the morning" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Client visit moved to the morning")).toBeVisible();
  },
};

/** The lowest fare was chosen: no note. */
export const NoReason: Story = {
  args: { reason: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=policy-reason-note]")).toBeNull();
  },
};

export const CustomLabel: Story = {
  args: { label: "Why not the cheapest fare:" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Why not the cheapest fare:")).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { reason: { code: "REFUNDABLE_FARE" } },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Refundable or changeable fare needed")).toBeVisible();
  },
};
