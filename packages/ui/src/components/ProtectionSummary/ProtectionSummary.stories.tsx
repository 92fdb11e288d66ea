import type { Meta, StoryObj } from "@storybook/react-vite";
import type { BookingProtection } from "@wayfare/domain";
import { expect, within } from "storybook/test";
import { ProtectionSummary } from "./ProtectionSummary";

const bought: BookingProtection = {
  offers: {
    cancellationProtection: {
      premium: 50_000,
      gstCharges: 9_000,
      managementFee: 4_900,
      managementFeeTax: 882,
      agentCommission: 0,
      agentCommissionTax: 0,
      total: 64_782,
    },
    tjFlex: {
      perPassengerCharge: 35_282,
      flexFee: 59_800,
      flexGst: 10_764,
      totalCharges: 70_564,
      passengerIds: ["1", "2"],
    },
    tripInsurance: {
      planCode: "TRIPSAFE_50K",
      plan: "TripSafe $50k travel cover",
      days: 4,
      travellers: 2,
      fare: { SP: 31_800, SPGST: 5_724, AC: 0, TF: 37_524 },
    },
    baggageProtect: {
      supplierFee: 29_800,
      supplierGst: 5_364,
      agentCommission: 0,
      tds: 0,
      total: 35_164,
      payout: 1_900_000,
      passengers: 2,
      passengerIds: ["1", "2"],
    },
  },
  chosen: { cancellationProtection: true, tjFlex: true, tripInsurance: true, baggageProtect: true },
  insuranceCertificate: "TS-2611270000123",
};

const meta = {
  title: "After booking/ProtectionSummary",
  component: ProtectionSummary,
  args: { protection: bought, certificateHref: "/flight/insurance-certificate.pdf?bookingId=WF1" },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProtectionSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every product bought and ticketed: the certificate to download. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Trip protection" });
    const terms = within(region)
      .getAllByRole("term")
      .map((term) => term.textContent);
    await expect(terms).toEqual([
      "Cancellation protection",
      "TJ Flex",
      "Trip insurance",
      "Baggage protect",
    ]);
    const [cancellation, flex, insurance, baggage] = within(region).getAllByRole("definition");
    await expect(cancellation).toHaveTextContent(
      "₹647.82. Everything paid for a flight you cancel is refunded, whatever the airline's fee.",
    );
    await expect(flex).toHaveTextContent(
      "₹705.64. No airline cancellation fee for 2 passengers when you cancel 24 hours or more before departure.",
    );
    await expect(baggage).toHaveTextContent(
      "₹351.64. Up to ₹19,000.00 per passenger if checked-in baggage is lost or delayed; claim within 96 hours of arrival.",
    );
    await expect(insurance).toHaveTextContent(
      "₹375.24. TripSafe $50k travel cover, 4 days, 2 travellers. Certificate of insurance TS-2611270000123",
    );
    const link = canvas.getByRole("link", { name: "Download the certificate of insurance (PDF)" });
    await expect(link).toHaveAttribute("download");
  },
};

/** Only cancellation protection: no insurance, no certificate. */
export const CancellationProtectionOnly: Story = {
  args: {
    protection: {
      ...bought,
      chosen: {
        cancellationProtection: true,
        tjFlex: false,
        tripInsurance: false,
        baggageProtect: false,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("Trip insurance")).toBeNull();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

/** Answered No to everything: nothing to list, nothing rendered. */
export const NothingBought: Story = {
  args: {
    protection: {
      ...bought,
      chosen: {
        cancellationProtection: false,
        tjFlex: false,
        tripInsurance: false,
        baggageProtect: false,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=protection-summary]")).toBeNull();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link")).toBeVisible();
  },
};
