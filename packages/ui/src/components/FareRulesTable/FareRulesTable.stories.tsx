import type { Meta, StoryObj } from "@storybook/react-vite";
import type { FareDetail, Trip } from "@wayfare/domain";
import { expect, userEvent, within } from "storybook/test";
import { connectingTrip, storyPrice, storySegment } from "../../lib/trip-stories";
import { FareRulesTable } from "./FareRulesTable";

const flexi = storyPrice("p-flexi", 589_900, { fareIdentifier: "Flexi Plus", refundableType: 1 });
const adult = flexi.fareDetails.ADULT as FareDetail;

/** DEL→BOM on a refundable fare, an adult and a child, with the airline's fees. */
const withFees: Trip = {
  id: "direct",
  segments: [storySegment("s1", "DEL", "BOM", "2026-12-01T06:10", "2026-12-01T08:25", 135)],
  prices: [
    {
      ...flexi,
      fareDetails: {
        ADULT: { ...adult, cancellationFee: 300_000, dateChangeFee: 250_000 },
        CHILD: { ...adult, base: 400_000, cancellationFee: 300_000, dateChangeFee: null },
      },
    },
  ],
};

const meta = {
  title: "Booking/FareRulesTable",
  component: FareRulesTable,
  args: { trip: withFees },
  decorators: [
    (Story) => (
      <div className="max-w-5xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FareRulesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each passenger type's fees in every window before departure. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 2, name: "DEL to BOM: Flexi Plus" }),
    ).toBeVisible();
    const table = canvas.getByRole("table", { name: "Fare rules per passenger, DEL to BOM" });
    const adultRow = within(table).getByRole("row", { name: /^Adult/ });
    await expect(adultRow).toHaveTextContent("YOWDEL (Y)");
    await expect(adultRow).toHaveTextContent("Check-in 15 Kg, cabin 7 Kg");
    for (const window of [
      "More than 72 hours before departure",
      "72 to 4 hours before departure",
      "Less than 4 hours before departure",
    ]) {
      await expect(within(adultRow).getAllByText(window)).toHaveLength(2);
    }
    await expect(within(adultRow).getByText("Not permitted")).toBeVisible();
    const childRow = within(table).getByRole("row", { name: /^Child/ });
    await expect(within(childRow).getAllByText("Not permitted")).toHaveLength(3);
  },
};

/** The airline gave no fees: the spec's message across both fee columns. */
export const Unavailable: Story = {
  args: { trip: connectingTrip },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 2, name: "DEL to BOM: Saver" }),
    ).toBeVisible();
    await expect(
      canvas.getByRole("cell", {
        name: "Sorry, unable to fetch fare rules from airline. Please refer to detailed fare rules or contact customer service.",
      }),
    ).toHaveAttribute("colspan", "2");
  },
};

export const CustomMessages: Story = {
  args: {
    headingLevel: 3,
    messages: { notPermitted: "Not allowed", leg: (from, to) => `${from}–${to}` },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 3, name: "DEL–BOM: Flexi Plus" }),
    ).toBeVisible();
    await expect(canvas.getAllByText("Not allowed")).toHaveLength(4);
  },
};

/** A phone: the table scrolls sideways in a region that takes focus. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Fare rules per passenger, DEL to BOM" });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};
