import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Trip } from "@wayfare/domain";
import { expect, userEvent, within } from "storybook/test";
import { agentTrip, connectingTrip, directTrip, storySegment } from "../../lib/trip-stories";
import { Button } from "../Button/Button";
import { ResultsSection } from "./ResultsSection";

/** Another IndiGo flight at the direct trip's Saver price: folded under it. */
const samePriceLater: Trip = {
  ...directTrip,
  id: "direct-later",
  segments: [
    storySegment("s9", "DEL", "BOM", "2026-12-01T18:40", "2026-12-01T20:55", 135, "6E", "5047"),
  ],
};

const trips = [directTrip, samePriceLater, connectingTrip];

const meta = {
  title: "Results/ResultsSection",
  component: ResultsSection,
  args: {
    list: { key: "ONWARD", title: "Onward flights, DEL to BOM", total: 12, matching: 3, trips },
    pricingBasis: "total",
    renderActions: (trip) => (
      <Button variant="secondary">Book {trip.segments[0]?.flightNumber}</Button>
    ),
    renderFares: (trip) => <p>{trip.prices.length} fares to choose from</p>,
    renderEmptyAction: (reason) =>
      reason === "noneFound" ? (
        <a href="/flight" className="font-semibold text-link underline">
          Modify search
        </a>
      ) : (
        <a href="/flight/list?from=DEL&to=BOM" className="font-semibold text-link underline">
          Clear all filters
        </a>
      ),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResultsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A heading, the counts, and one list item per airline and price. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: "Onward flights, DEL to BOM" });
    await expect(section).toHaveTextContent("Showing 3 of 3 matching flights (12 found)");
    const list = within(section).getAllByRole("list", { name: "Onward flights, DEL to BOM" })[0];
    await expect(list?.children).toHaveLength(2);
    await expect(within(section).getByRole("button", { name: "Book 2131" })).toBeVisible();
    // Each card's fares wait in its disclosure.
    await expect(within(section).queryByText(/fares to choose from$/)).not.toBeInTheDocument();
    await userEvent.click(within(section).getAllByText("Fares and details")[0] as HTMLElement);
    await expect(await within(section).findByText(/fares to choose from$/)).toBeVisible();
  },
};

/** The same-price fold is a native disclosure: it opens without JavaScript too. */
export const SamePriceGroupOpened: Story = {
  play: async ({ canvas, canvasElement }) => {
    const group = canvasElement.querySelector("[data-slot=same-price-group]") as HTMLDetailsElement;
    const summary = group.querySelector("summary") as HTMLElement;
    await expect(summary).toHaveTextContent(/^1 more IndiGo flight at ₹/);
    await expect(group.open).toBe(false);
    await userEvent.click(summary);
    await expect(group.open).toBe(true);
    await expect(canvas.getByRole("list", { name: "Same price, IndiGo" })).toHaveTextContent(
      "6E 5047",
    );
  },
};

/** Nothing found: the way back to the search. */
export const NoneFound: Story = {
  args: {
    list: { key: "RETURN", title: "Return flights, BOM to DEL", total: 0, matching: 0, trips: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "No flights found" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Modify search" })).toBeVisible();
  },
};

/** Flights found, but the filters hide them all: the way to clear them. */
export const NoneMatch: Story = {
  args: {
    list: { key: "ONWARD", title: "Onward flights, DEL to BOM", total: 12, matching: 0, trips: [] },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 3, name: "No flights match your filters" }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Clear all filters" })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toBeVisible();
  },
};

/**
 * The page's one list, under a page heading that already names it: the list's heading is
 * for screen readers only, and still names the section and its list.
 */
export const OnlyList: Story = {
  args: { titleVisuallyHidden: true },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 2, name: "Onward flights, DEL to BOM" });
    await expect(heading).toHaveClass("sr-only");
    const section = canvas.getByRole("region", { name: "Onward flights, DEL to BOM" });
    await expect(section).toHaveTextContent("Showing 3 of 3 matching flights (12 found)");
  },
};

/** An agent's list, sorted by commission: every card shows its cheapest fare's amounts. */
export const AgentAmounts: Story = {
  args: {
    list: {
      key: "ONWARD",
      title: "Onward flights, DEL to BOM",
      total: 2,
      matching: 2,
      trips: [agentTrip, connectingTrip],
    },
    agentAmounts: { priceDistribution: true, netIncentive: true, fareIdentifiers: true },
  },
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole("article");
    await expect(cards).toHaveLength(2);
    for (const card of cards) {
      await expect(card).toHaveTextContent(/Commission₹[\d,.]+Net incentive₹[\d,.]+Net fare₹/);
    }
  },
};
