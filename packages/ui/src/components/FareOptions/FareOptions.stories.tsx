import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { agentTrip, connectingTrip, directTrip } from "../../lib/trip-stories";
import { FareOptions } from "./FareOptions";

const submit = fn();

/** A form that records the pressed button's name and value, as a browser posts them. */
function recordSubmitter(event: React.FormEvent<HTMLFormElement>) {
  event.preventDefault();
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
  submit(submitter ? { [submitter.name]: submitter.value } : {});
}

const meta = {
  title: "Results/FareOptions",
  component: FareOptions,
  args: { trip: connectingTrip },
  decorators: [
    (Story) => (
      <form aria-label="Choose a fare" className="max-w-xl" onSubmit={recordSubmitter}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof FareOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fares in the spec's display order (SME first), each with its own select button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const fares = canvas.getByRole("list", { name: "Fares" });
    const items = within(fares).getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(/^SME/);
    await expect(
      canvas.getByRole("button", { name: "Select Flexi Plus, ₹10,450.00" }),
    ).toBeVisible();
    await expect(items[1]).toHaveTextContent(
      "Flexi PlusCheck-in 25 Kg, cabin 7 Kg · Refundable · Free meal₹10,450.00Select",
    );
  },
};

/** Keyboard: Tab to a fare's "Select", Enter posts its price id: one step, no radio first. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    submit.mockClear();
    await userEvent.tab();
    await expect(canvas.getAllByRole("button")[0]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /^Select Flexi Plus/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(submit).toHaveBeenCalledWith({ priceId: "c-flexi" });
  },
};

/** Each fare links to its rules (the page's URL for its price id), named by the fare. */
export const WithFareRules: Story = {
  args: { fareRulesHref: (price) => `#fare-rules-${price.id}` },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Fare rules, Flexi Plus" });
    await expect(link).toHaveTextContent("Fare rules");
    await expect(link).toHaveAttribute("href", "#fare-rules-c-flexi");
    await expect(canvas.getAllByRole("link", { name: /^Fare rules, / })).toHaveLength(3);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Fare rules, SME" })).toHaveFocus();
  },
};

/** The fare already chosen on this leg is marked. */
export const Chosen: Story = {
  args: { chosenPriceId: "c-flexi" },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole("list", { name: "Fares" })).getAllByRole("listitem");
    await expect(items[1]).toHaveTextContent("Chosen");
    await expect(items[0]).not.toHaveTextContent("Chosen");
  },
};

export const SingleFare: Story = {
  args: { trip: { ...directTrip, prices: directTrip.prices.slice(0, 1) } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button", { name: /^Select / })).toHaveLength(1);
  },
};

export const CustomLabels: Story = {
  args: {
    trip: directTrip,
    name: "fare",
    messages: {
      label: "Choose your fare",
      select: "Book",
      selectFare: (fare, price) => `Book ${fare} at ${price}`,
      meal: () => "Snack",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "Choose your fare" })).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: /^Book .* at ₹/ }).length).toBeGreaterThan(
      0,
    );
    await expect(canvas.getAllByText(/Snack/).length).toBeGreaterThan(0);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button", { name: /^Select / })).toHaveLength(3);
  },
};

const agent = { priceDistribution: true, netIncentive: true, fareIdentifiers: true };
const fareNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((item) => item.querySelector("div > span")?.textContent);

/**
 * An agent's fares: each with its commission, net incentive and net fare; the TJ Flex fare,
 * last by display order, lifted to third place (J§4); the special-return fare in its own
 * labelled list (J§5).
 */
export const AgentFares: Story = {
  args: { trip: agentTrip, agentAmounts: agent },
  play: async ({ canvas }) => {
    const fares = canvas.getByRole("list", { name: "Fares" });
    await expect(fareNames(fares)).toEqual(["SME", "Sale", "TJ Flex", "Family", "Published"]);
    const [, sale] = within(fares).getAllByRole("listitem");
    await expect(sale).toHaveTextContent("Commission₹32.00Net incentive₹31.36Net fare₹4,618.64");
    const special = canvas.getByRole("list", { name: "Special return fares" });
    await expect(fareNames(special)).toEqual(["Special Return"]);
    await expect(
      canvas.getByText("Book these with a special return fare on the other way."),
    ).toBeVisible();
    await expect(
      within(special).getByRole("button", { name: "Select Special Return, ₹4,200.00" }),
    ).toBeVisible();
  },
};

/** A selected filter keeps the display order: the flex fare stays where it is. */
export const KeepPriceOrder: Story = {
  args: { trip: agentTrip, agentAmounts: agent, keepPriceOrder: true },
  play: async ({ canvas }) => {
    await expect(fareNames(canvas.getByRole("list", { name: "Fares" }))).toEqual([
      "SME",
      "Sale",
      "Family",
      "Published",
      "TJ Flex",
    ]);
  },
};

/** A consumer (the retail variant) sees the same fares and groups, without the agent's amounts. */
export const ConsumerFares: Story = {
  args: { trip: agentTrip },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "Special return fares" })).toBeVisible();
    await expect(canvas.queryByText("Commission")).toBeNull();
    await expect(canvas.queryByText("Net incentive")).toBeNull();
    await expect(canvas.queryByText("Net fare")).toBeNull();
  },
};

export const AgentMobile: Story = {
  args: { trip: agentTrip, agentAmounts: agent },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button", { name: /^Select / })).toHaveLength(6);
  },
};
