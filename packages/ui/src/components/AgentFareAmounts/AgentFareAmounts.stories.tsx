import type { Meta, StoryObj } from "@storybook/react-vite";
import { NO_AGENT_AMOUNTS } from "@wayfare/domain";
import { expect, within } from "storybook/test";
import { agentTrip } from "../../lib/trip-stories";
import { AgentFareAmounts } from "./AgentFareAmounts";

const sale = agentTrip.prices.find((price) => price.id === "a-sale") ?? agentTrip.prices[0];
if (!sale) throw new Error("agentTrip has fares");

const agent = { priceDistribution: true, netIncentive: true, fareIdentifiers: true };

const meta = {
  title: "Results/AgentFareAmounts",
  component: AgentFareAmounts,
  args: { price: sale, visibility: agent },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentFareAmounts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An agent: the fare's identifier, commission, net incentive (commission less TDS), net fare. */
export const Agent: Story = {
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector("dl") as HTMLElement;
    const terms = within(list).getAllByRole("term");
    await expect(terms.map((term) => term.textContent)).toEqual([
      "Fare",
      "Commission",
      "Net incentive",
      "Net fare",
    ]);
    const values = within(list).getAllByRole("definition");
    // ₹32.00 commission, ₹0.64 TDS: ₹31.36 kept; net ₹4,650.00 − ₹32.00 + ₹0.64.
    await expect(values.map((value) => value.textContent)).toEqual([
      "Sale, class O",
      "₹32.00",
      "₹31.36",
      "₹4,618.64",
    ]);
  },
};

/** In a fare list the fare is already named: no identifier. */
export const WithoutIdentifier: Story = {
  args: { showIdentifier: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("Fare")).toBeNull();
    await expect(canvas.getByText("Commission")).toBeVisible();
  },
};

/** The retail variant with the admin override: commission and net fare, no net incentive. */
export const AdminOverride: Story = {
  args: { visibility: { priceDistribution: true, netIncentive: false, fareIdentifiers: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Commission")).toBeVisible();
    await expect(canvas.getByText("Net fare")).toBeVisible();
    await expect(canvas.queryByText("Net incentive")).toBeNull();
  },
};

/** A consumer sees none of it: nothing is rendered. */
export const Consumer: Story = {
  args: { visibility: NO_AGENT_AMOUNTS },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=agent-fare-amounts]")).toBeNull();
  },
};

/** On a phone the facts wrap, each term beside its value. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Net incentive")).toBeVisible();
  },
};
