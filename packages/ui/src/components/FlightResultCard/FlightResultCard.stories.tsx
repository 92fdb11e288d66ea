import type { Meta, StoryObj } from "@storybook/react-vite";
import { NO_AGENT_AMOUNTS } from "@wayfare/domain";
import { expect, userEvent, within } from "storybook/test";
import { agentTrip, connectingTrip, directTrip, internationalTrip } from "../../lib/trip-stories";
import { FareOptions, FareSelectButton } from "../FareOptions/FareOptions";
import { FlightResultCard } from "./FlightResultCard";

const meta = {
  title: "Results/FlightResultCard",
  component: FlightResultCard,
  args: { trip: directTrip },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FlightResultCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article", { name: "IndiGo 6E 2131" });
    await expect(card).toHaveTextContent("Non-stop");
    await expect(card).toHaveTextContent("Cheapest fare: ₹4,650.00");
    await expect(card).toHaveTextContent("Non Refundable");
    await expect(card).toHaveTextContent("2 hours 15 minutes");
  },
};

/**
 * The summary is the card's one tab stop; activating it shows the fares and the timeline,
 * rendered once opened in the browser (the server renders them for pages without
 * JavaScript). Enter and Space are the browser's own `<summary>` behaviour; a script cannot
 * send trusted keys, so the play function focuses it by Tab and then clicks.
 */
export const DetailsToggle: Story = {
  args: { trip: connectingTrip },
  play: async ({ canvas }) => {
    const details = canvas.getByText("Fares and details");
    const name = "Flight details, DEL to BOM";
    await expect(canvas.queryByRole("list", { name })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(details).toHaveFocus();
    await userEvent.click(details);
    const timeline = await canvas.findByRole("list", { name });
    await expect(timeline).toBeVisible();
    await expect(within(timeline).getAllByRole("listitem")).toHaveLength(3);
  },
};

/** Two airlines, one stop, arriving the next day. */
export const ConnectingNextDay: Story = {
  args: { trip: connectingTrip },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article", { name: "Air India + Vistara AI 503, UK 851" });
    await expect(card).toHaveTextContent("1 stop via BLR");
    await expect(card).toHaveTextContent("+1 day");
    await expect(card).toHaveTextContent("04:00 on Wednesday, 2 December 2026, next day");
    await expect(card).toHaveTextContent("6 hours 20 minutes");
  },
};

/** In a list for 1 December, times on that day show no date; the next day's arrival does. */
export const ListDay: Story = {
  args: { trip: connectingTrip, day: "2026-12-01" },
  play: async ({ canvas }) => {
    const [departure, arrival] = canvas
      .getByRole("article")
      .querySelectorAll("[data-slot=date-time]");
    await expect(departure).not.toHaveTextContent("Tue, 1 Dec");
    await expect(departure).toHaveTextContent("21:40 on Tuesday, 1 December 2026");
    await expect(arrival).toHaveTextContent("Wed, 2 Dec");
  },
};

/** Corporate users compare net fares. */
export const NetFare: Story = {
  args: {
    trip: {
      ...directTrip,
      prices: directTrip.prices.map((price) => ({ ...price, net: price.total - 50_000 })),
    },
    pricingBasis: "net",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("article")).toHaveTextContent("₹4,150.00");
  },
};

export const DetailsOpen: Story = {
  args: { trip: connectingTrip, defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "Flight details, DEL to BOM" })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { trip: internationalTrip },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article", { name: "Air India AI 983" });
    await expect(card).toHaveTextContent("₹23,456.78");
    await expect(card).toHaveTextContent("Refundable");
  },
};

/**
 * As on the results page: "Select" beside the price takes the cheapest fare; the disclosure
 * holds every fare, each with its own select button.
 */
export const WithFareChoice: Story = {
  args: {
    trip: connectingTrip,
    actions: <FareSelectButton price={connectingTrip.prices[0] as never} form="fare-choice" />,
    children: <FareOptions trip={connectingTrip} form="fare-choice" />,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article");
    await expect(within(card).queryByRole("list", { name: "Fares" })).not.toBeInTheDocument();
    await expect(
      within(card).getByRole("button", { name: "Select Saver, ₹7,125.00" }),
    ).toBeVisible();
    await userEvent.click(canvas.getByText("Fares and details"));
    const fares = await within(card).findByRole("list", { name: "Fares" });
    await expect(fares).toBeVisible();
    await expect(within(fares).getAllByRole("button", { name: /^Select / })).toHaveLength(3);
  },
};

const agent = { priceDistribution: true, netIncentive: true, fareIdentifiers: true };
const cheapest = agentTrip.prices.find((price) => price.id === "a-special");

/**
 * An agent's card: under the times, the cheapest fare's identifier (name and booking class),
 * commission, net incentive and net fare; the disclosure's summary keeps its place.
 */
export const AgentAmounts: Story = {
  args: {
    trip: agentTrip,
    agentAmounts: agent,
    actions: <FareSelectButton price={cheapest as never} form="fare-choice" />,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article", { name: "IndiGo 6E 2131" });
    await expect(card).toHaveTextContent("Cheapest fare: ₹4,200.00");
    const amounts = card.querySelector("[data-slot=agent-fare-amounts]") as HTMLElement;
    await expect(amounts).toHaveTextContent(
      "FareSpecial Return, class YCommission₹29.00Net incentive₹28.42Net fare₹4,171.58",
    );
    const summary = canvas.getByText("Fares and details");
    const facts = amounts.getBoundingClientRect();
    const below = summary.getBoundingClientRect();
    // Side by side or one above the other: never on top of each other.
    await expect(
      below.right <= facts.left || below.top >= facts.bottom || below.bottom <= facts.top,
    ).toBe(true);
  },
};

/** The same card for a consumer: no identifier, commission, net incentive or net fare. */
export const ConsumerHasNoAgentAmounts: Story = {
  args: { trip: agentTrip, agentAmounts: NO_AGENT_AMOUNTS },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article", { name: "IndiGo 6E 2131" });
    await expect(card).not.toHaveTextContent("Commission");
    await expect(card).not.toHaveTextContent("Net fare");
    await expect(card).not.toHaveTextContent("Net incentive");
  },
};

/**
 * On a phone-sized card the agent's amounts wait in the fares behind "Fares and details"
 * (each fare shows them): the card stays as short as a consumer's.
 */
export const AgentAmountsMobile: Story = {
  args: {
    trip: agentTrip,
    agentAmounts: agent,
    actions: <FareSelectButton price={cheapest as never} form="fare-choice" />,
    children: <FareOptions trip={agentTrip} form="fare-choice" agentAmounts={agent} />,
  },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article", { name: "IndiGo 6E 2131" });
    const amounts = card.querySelector("[data-slot=agent-fare-amounts]") as HTMLElement;
    await expect(amounts).not.toBeVisible();
    await userEvent.click(canvas.getByText("Fares and details"));
    const fares = await within(card).findByRole("list", { name: "Fares" });
    await expect(within(fares).getAllByText("Commission")[0]).toBeVisible();
  },
};
