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
    tripInsurance: {
      plan: "TripSafe $50k travel cover",
      days: 4,
      travellers: 2,
      fare: { SP: 31_800, SPGST: 5_724, AC: 0, TF: 37_524 },
    },
  },
  chosen: { cancellationProtection: true, tripInsurance: true },
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

/** Both products bought and ticketed: the certificate to download. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Trip protection" });
    const terms = within(region)
      .getAllByRole("term")
      .map((term) => term.textContent);
    await expect(terms).toEqual(["Cancellation protection", "Trip insurance"]);
    const [cancellation, insurance] = within(region).getAllByRole("definition");
    await expect(cancellation).toHaveTextContent(
      "₹647.82. Everything paid for a flight you cancel is refunded, whatever the airline's fee.",
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
    protection: { ...bought, chosen: { cancellationProtection: true, tripInsurance: false } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("Trip insurance")).toBeNull();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

/** Answered No to both (or not yet answered): nothing to list, nothing rendered. */
export const NothingBought: Story = {
  args: {
    protection: { ...bought, chosen: { cancellationProtection: false, tripInsurance: false } },
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
