import type { Meta, StoryObj } from "@storybook/react-vite";
import { computeFareSummary, paise } from "@wayfare/domain";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button";
import { FareSummary } from "./FareSummary";

const simple = computeFareSummary({ baseFare: paise(406_900), taxesAndFees: paise(58_100) });

const withExtras = computeFareSummary({
  baseFare: paise(1_200_000),
  taxesAndFees: paise(180_000),
  seatCharges: paise(45_000),
  mealCharges: paise(35_000),
  baggageCharges: paise(120_000),
  tjFlexCharges: paise(29_900),
  convenienceFee: paise(19_900),
  discount: paise(50_000),
  creditShellAvailable: paise(100_000),
  voucherDiscount: paise(25_000),
  tjCashAmount: paise(10_000),
});

const meta = {
  title: "Booking/FareSummary",
  component: FareSummary,
  args: { summary: simple },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FareSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

function amountOf(region: HTMLElement, label: string): string {
  const term = within(region).getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
}

/** Base fare and taxes only: no zero lines. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Fare summary" });
    await expect(
      within(region)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Base Fare", "Taxes and Fees", "Total", "Amount to Pay", "Final Amount"]);
    await expect(amountOf(region, "Base Fare")).toBe("₹4,069.00");
    await expect(amountOf(region, "Final Amount")).toBe("₹4,650.00");
    await expect(within(region).getByRole("status")).toBeEmptyDOMElement();
  },
};

/** Add-ons, a protection, a fee, a discount, credit shell, voucher and TJ Cash. */
export const EveryLine: Story = {
  args: { summary: withExtras },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Fare summary" });
    await expect(amountOf(region, "Seat Charges")).toBe("₹450.00");
    await expect(amountOf(region, "TJ Flex")).toBe("₹299.00");
    await expect(amountOf(region, "Discount")).toBe("−minus ₹500.00");
    await expect(amountOf(region, "Credit Shell Utilized")).toBe("−minus ₹1,000.00");
    await expect(amountOf(region, "Voucher Discount")).toBe("−minus ₹250.00");
    await expect(amountOf(region, "TJ Cash Redeemed")).toBe("−minus ₹100.00");
    await expect(amountOf(region, "Total")).toBe("₹15,798.00");
    await expect(amountOf(region, "Final Amount")).toBe("₹14,448.00");
    await expect(within(region).queryByText("Fast Forward")).toBeNull();
  },
};

/** The `fareSummary` record of the review payload (plain numbers, lines may be absent). */
export const ReviewPayloadRecord: Story = {
  args: {
    summary: {
      baseFare: 712_500,
      taxesAndFees: 89_100,
      total: 801_600,
      amountToPay: 801_600,
      finalAmount: 801_600,
    },
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Fare summary" });
    await expect(amountOf(region, "Amount to Pay")).toBe("₹8,016.00");
    await expect(within(region).getAllByRole("term")).toHaveLength(5);
  },
};

/** A white-label partner renames TJ Cash and the heading. */
export const CustomLabels: Story = {
  args: {
    summary: withExtras,
    headingLevel: 3,
    messages: { title: "Price details", labels: { tjCashRedeemed: "Wallet points used" } },
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Price details" });
    await expect(within(region).getByRole("heading", { level: 3 })).toBeVisible();
    await expect(amountOf(region, "Wallet points used")).toBe("−minus ₹100.00");
  },
};

function WithVoucher() {
  const [voucher, setVoucher] = useState(0);
  const summary = computeFareSummary({
    baseFare: paise(406_900),
    taxesAndFees: paise(58_100),
    voucherDiscount: paise(voucher),
  });
  return (
    <div className="flex flex-col gap-3">
      <FareSummary summary={summary} />
      <Button variant="secondary" onPress={() => setVoucher(30_000)}>
        Apply voucher
      </Button>
    </div>
  );
}

/** Applying a voucher changes the final amount, which is announced politely. */
export const LiveUpdate: Story = {
  render: () => <WithVoucher />,
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole("button", { name: "Apply voucher" }));
    await waitFor(() => expect(status).toHaveTextContent("Final Amount updated: ₹4,350.00"));
    const region = canvas.getByRole("region", { name: "Fare summary" });
    await expect(amountOf(region, "Voucher Discount")).toBe("−minus ₹300.00");
  },
};

export const Mobile: Story = {
  args: { summary: withExtras },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Fare summary" })).toBeVisible();
  },
};
