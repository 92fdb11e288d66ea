import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { CancellationList } from "./CancellationList";

const invoiceHref = (amendmentId: string, audience: string) =>
  `/flight/invoice?bookingId=WF2612010000042&audience=${audience}&amendmentId=${amendmentId}`;

const meta = {
  title: "After booking/CancellationList",
  component: CancellationList,
  args: {
    cancellations: [
      { amendmentId: "AM2612010001", createdAt: "2026-11-20T05:30:00.000Z", refund: 245_000 },
      { amendmentId: "AM2612010002", createdAt: "2026-11-22T12:40:00.000Z", refund: 312_000 },
    ],
    creditNotes: { audiences: ["AGENCY", "CUSTOMER"], href: invoiceHref },
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CancellationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An agent's booking, cancelled in two parts: each with its credit notes. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Cancellations" });
    const items = within(region).getAllByRole("listitem");
    await expect(items[0]).toHaveTextContent(
      "Request ID AM2612010001, raised on 20 Nov 2026, 11:00 am · Refund ₹2,450.00",
    );
    await expect(
      within(region).getByRole("link", { name: "Credit note for agency, request AM2612010002" }),
    ).toHaveAttribute(
      "href",
      "/flight/invoice?bookingId=WF2612010000042&audience=AGENCY&amendmentId=AM2612010002",
    );
  },
};

/** A guest gets no credit notes (J§2 'Login for Invoice'). */
export const Guest: Story = {
  args: { creditNotes: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Cancellations" })).toBeVisible();
    await expect(canvas.queryAllByRole("link")).toHaveLength(0);
  },
};

/** Every credit note is its own tab stop, in reading order. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole("link", { name: "Credit note for agency, request AM2612010001" }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole("link", { name: "Credit note for customer, request AM2612010001" }),
    ).toHaveFocus();
  },
};

export const CustomMessages: Story = {
  args: { messages: { heading: "Refunds", refund: "Refunded" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Refunds" })).toHaveTextContent(
      "Refunded ₹3,120.00",
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
  },
};
