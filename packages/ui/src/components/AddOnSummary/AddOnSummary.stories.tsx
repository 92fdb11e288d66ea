import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { storyBooking } from "../../lib/booking-stories";
import { AddOnSummary } from "./AddOnSummary";

const meta = {
  title: "Booking/AddOnSummary",
  component: AddOnSummary,
  args: { booking: storyBooking },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddOnSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One line per passenger and flight, with every choice in words. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Seats, meals and baggage" });
    const lines = within(region).getAllByRole("listitem");
    await expect(lines[0]).toHaveTextContent(
      "Mr Ravi Kumar, 6E 2131 DEL–BOM: seat 12A, Vegetarian meal",
    );
    await expect(lines[1]).toHaveTextContent(
      "Ms Asha Rao, 6E 2131 DEL–BOM: 15 kg extra baggage, wheelchair (WCHR)",
    );
  },
};

/** Nothing chosen: nothing shown. */
export const NoneChosen: Story = {
  args: { booking: { ...storyBooking, addOns: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("region")).toBeNull();
  },
};

export const CustomMessages: Story = {
  args: { headingLevel: 3, messages: { heading: "Extras", seat: (seatNo) => `Seat ${seatNo}` } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Extras" })).toBeVisible();
    await expect(canvas.getByText(/Seat 12A/)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
  },
};
