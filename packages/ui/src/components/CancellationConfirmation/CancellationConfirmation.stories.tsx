import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CancellationConfirmPayload } from "@wayfare/domain";
import { expect, within } from "storybook/test";
import { oneOfTwo } from "../../lib/cancellation-stories";
import { CancellationConfirmation } from "./CancellationConfirmation";

const confirmation: CancellationConfirmPayload = {
  ...oneOfTwo,
  amendmentId: "AM2612010001",
  amendmentType: "CANCELLATION",
  bookingStatus: "CANCELLED",
  remarks: "Plans changed",
  createdAt: "2026-11-20T05:30:00.000Z",
  cancelsBooking: true,
};

const meta = {
  title: "After booking/CancellationConfirmation",
  component: CancellationConfirmation,
  args: {
    confirmation,
    bookingHref: "/flight/confirmation?bookingId=WF2612010000042",
    myBookingsHref: "/my-bookings?tab=Cancelled",
    creditNotes: {
      audiences: ["AGENCY", "CUSTOMER"],
      href: (amendmentId, audience) =>
        `/flight/invoice?bookingId=WF2612010000042&audience=${audience}&amendmentId=${amendmentId}`,
    },
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CancellationConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole booking cancelled by an agent: request id, status, refund, credit notes. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Cancellation confirmed" }),
    ).toBeVisible();
    await expect(canvas.getByText("Request ID AM2612010001")).toBeVisible();
    await expect(canvas.getByText(/was raised on/)).toHaveTextContent(
      "Your cancellation request for booking WF2612010000042 was raised on 20 Nov 2026, 11:00 am (India time).",
    );
    await expect(canvas.getByText("Cancelled", { exact: true })).toBeVisible();
    const refund = canvas.getByRole("table", { name: "Refund" });
    await expect(within(refund).getByRole("rowheader", { name: "Mr Ravi Kumar" })).toBeVisible();
    await expect(canvas.getByText("Remarks: Plans changed")).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: "Credit note for agency, request AM2612010001" }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "View booking" })).toHaveAttribute(
      "href",
      "/flight/confirmation?bookingId=WF2612010000042",
    );
    await expect(canvas.getByRole("link", { name: "My bookings" })).toHaveAttribute(
      "href",
      "/my-bookings?tab=Cancelled",
    );
  },
};

/** A guest, part of the booking, no remarks: no credit notes, the booking stays confirmed. */
export const GuestPartial: Story = {
  args: {
    confirmation: {
      ...confirmation,
      bookingStatus: "Success",
      remarks: null,
      cancelsBooking: false,
    },
    creditNotes: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(canvas.queryByText(/^Remarks/)).toBeNull();
    await expect(canvas.queryByRole("link", { name: /Credit note/ })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Refund" })).toBeVisible();
  },
};
