import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Button } from "../Button/Button";
import { AmendmentRequestCard, type AmendmentRequestCardRequest } from "./AmendmentRequestCard";

const dateChange: AmendmentRequestCardRequest = {
  requestId: "AR2611200001",
  bookingId: "WF2612010000042",
  amendmentType: "REISSUE",
  status: "REQUESTED",
  createdAt: "2026-11-20T05:30:00.000Z",
  segments: [{ segmentId: "s1", passengerIds: ["1", "2"] }],
  passengerNames: ["Mr Ravi Kumar", "Ms Asha Rao"],
  travellers: [
    { passengerId: "1", name: "Mr Ravi Kumar" },
    { passengerId: "2", name: "Ms Asha Rao" },
  ],
  route: "DEL-BOM",
  correction: null,
  remarks: "Move to the evening flight, same day",
  contactEmail: "ravi.kumar@example.in",
};

const meta = {
  title: "After booking/AmendmentRequestCard",
  component: AmendmentRequestCard,
  args: { request: dateChange },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AmendmentRequestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A date change waiting for the desk: every detail as a term and its value. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article", { name: "Date Change request AR2611200001" });
    await expect(card).toHaveTextContent("BookingWF2612010000042");
    await expect(card).toHaveTextContent("Raised on20 Nov 2026, 11:00 am");
    await expect(card).toHaveTextContent("PassengersMr Ravi Kumar, Ms Asha Rao");
    await expect(card).toHaveTextContent("RemarksMove to the evening flight, same day");
    await expect(card).not.toHaveTextContent("Correction");
  },
};

/** A name correction, with the desk's form in the slot. */
export const CorrectionWithForm: Story = {
  args: {
    request: {
      ...dateChange,
      amendmentType: "CORRECTION",
      correction: "Asha Rao → Asha Rao-Menon",
      remarks: null,
    },
    children: (
      <form onSubmit={(event) => event.preventDefault()}>
        <Button type="submit">Close request</Button>
      </form>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article", {
      name: "Name / Address Correction request AR2611200001",
    });
    await expect(card).toHaveTextContent("CorrectionAsha Rao → Asha Rao-Menon");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Close request" })).toHaveFocus();
  },
};

export const CustomMessages: Story = {
  args: { headingLevel: 2, messages: { contact: "Email", booking: "Booking ID" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(canvas.getByText("Email")).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("article")).toBeVisible();
  },
};
