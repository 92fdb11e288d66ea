import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { BookingLog } from "./BookingLog";

const meta = {
  title: "After booking/BookingLog",
  component: BookingLog,
  args: {
    entries: [
      { kind: "BOOKED", at: "2026-11-20T05:30:00.000Z", by: "Asha Rao", detail: "" },
      { kind: "HELD", at: "2026-11-20T05:31:00.000Z", by: "Asha Rao", detail: "" },
      {
        kind: "PAYMENT_FAILED",
        at: "2026-11-20T05:40:00.000Z",
        by: "Asha Rao",
        detail: "VISA •••• 0002: The card was declined by the issuing bank",
      },
      { kind: "PAID", at: "2026-11-20T05:42:00.000Z", by: "Asha Rao", detail: "Deposit" },
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A booking held, a card declined, then paid from the deposit: oldest first, in India time. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Booking log" });
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      "20 Nov 2026, 11:00 amAsha RaoBooked",
      "20 Nov 2026, 11:01 amAsha RaoPut on hold",
      "20 Nov 2026, 11:10 amAsha RaoPayment failed · VISA •••• 0002: The card was declined by the issuing bank",
      "20 Nov 2026, 11:12 amAsha RaoPaid and ticketed · Deposit",
    ]);
    await expect(within(rows[0] as HTMLElement).getByText(/11:00 am/)).toHaveAttribute(
      "datetime",
      "2026-11-20T05:30:00.000Z",
    );
  },
};

/** What the service did by itself is Wayfare's: an unpaid booking released. */
export const Released: Story = {
  args: {
    entries: [
      { kind: "BOOKED", at: "2026-11-20T05:30:00.000Z", by: "Ravi Kumar", detail: "" },
      { kind: "RELEASED", at: "2026-11-20T06:00:00.000Z", by: "Wayfare", detail: "" },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("row", { name: /Released unpaid/ })).toHaveTextContent("Wayfare");
  },
};

/** A phone: the table scrolls sideways in a region the keyboard can focus. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Booking log" });
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/** No entries (a booking from before the logs): nothing is shown. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=booking-log]")).toBeNull();
  },
};
