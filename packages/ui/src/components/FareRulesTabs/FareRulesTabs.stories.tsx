import type { Meta, StoryObj } from "@storybook/react-vite";
import { fareRuleOf, type TripPrice } from "@wayfare/domain";
import { expect, userEvent, within } from "storybook/test";
import { connectingTrip, directTrip } from "../../lib/trip-stories";
import { FareRulesTabs } from "./FareRulesTabs";

const flexi = directTrip.prices[1] as TripPrice;
const saver = connectingTrip.prices[0] as TripPrice;

/** DEL→BOM on Flexi Plus: 20 Kg check-in, a free meal, and the airline's fees. */
const withFees = fareRuleOf(directTrip, {
  ...flexi,
  fareDetails: {
    ADULT: { ...flexi.fareDetails.ADULT, cancellationFee: 300_000, dateChangeFee: 250_000 },
  },
});

/** DEL→BOM via BLR on Saver: the airline sets no allowance, no fee and includes nothing. */
const nothingSet = fareRuleOf(connectingTrip, {
  ...saver,
  fareDetails: { ADULT: { ...saver.fareDetails.ADULT, baggage: { checkIn: "", cabin: "" } } },
});

const POLICY = "As per airline policy.";

/** The tabs load after hydration (the sections show until then). */
const tabsLoaded = (canvas: { findByRole: (role: "tablist") => Promise<HTMLElement> }) =>
  canvas.findByRole("tablist");

const meta = {
  title: "Booking/FareRulesTabs",
  component: FareRulesTabs,
  args: { rule: withFees },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FareRulesTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five tabs; Baggage first, its allowances in a table named by its caption. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await tabsLoaded(canvas);
    await expect(
      canvas.getByRole("heading", { level: 2, name: "DEL to BOM: Flexi Plus" }),
    ).toBeVisible();
    const list = canvas.getByRole("tablist", { name: "Fare rules, DEL to BOM" });
    await expect(
      within(list)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Baggage", "Cancellation", "Date Change", "Seat", "Meal"]);
    const panel = canvas.getByRole("tabpanel", { name: "Baggage" });
    const table = within(panel).getByRole("table", { name: "Baggage, DEL to BOM" });
    await expect(within(table).getByRole("row", { name: "Check-in 20 Kg" })).toBeVisible();
    await expect(within(table).getByRole("row", { name: "Cabin 7 Kg" })).toBeVisible();
  },
};

/** One tab stop; arrows move between the tabs and show each panel; Home/End jump. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await tabsLoaded(canvas);
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "Baggage" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Cancellation" })).toHaveFocus();
    const cancellation = within(canvas.getByRole("tabpanel", { name: "Cancellation" }));
    const fees = cancellation.getByRole("table", {
      name: "Cancellation fee per passenger, DEL to BOM",
    });
    await expect(
      within(fees).getByRole("row", { name: "More than 72 hours before departure ₹3,000.00" }),
    ).toBeVisible();
    await userEvent.keyboard("{ArrowRight}");
    const dateChange = within(canvas.getByRole("tabpanel", { name: "Date Change" }));
    await expect(
      dateChange.getByRole("row", { name: "Less than 4 hours before departure Not permitted" }),
    ).toBeVisible();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tabpanel", { name: "Seat" })).toHaveTextContent(POLICY);
    await userEvent.keyboard("{End}");
    const meal = canvas.getByRole("tabpanel", { name: "Meal" });
    await expect(within(meal).getByRole("row", { name: "Included Free meal" })).toBeVisible();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Baggage" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.keyboard("{ArrowLeft}{Home}");
    await expect(canvas.getByRole("tab", { name: "Baggage" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel", { name: "Baggage" })).toHaveFocus();
  },
};

/** The airline sets nothing: every tab reads 'As per airline policy.' (J§9). */
export const AsPerAirlinePolicy: Story = {
  args: { rule: nothingSet },
  play: async ({ canvas }) => {
    await tabsLoaded(canvas);
    await expect(
      canvas.getByRole("heading", { level: 2, name: "DEL to BOM: Saver" }),
    ).toBeVisible();
    for (const title of ["Baggage", "Cancellation", "Date Change", "Seat", "Meal"]) {
      await userEvent.click(canvas.getByRole("tab", { name: title }));
      const panel = canvas.getByRole("tabpanel", { name: title });
      await expect(panel).toHaveTextContent(POLICY);
      await expect(within(panel).queryByRole("table")).toBeNull();
    }
  },
};

/** The rules could not be fetched: the spec's message (J§8), in words, no tabs. */
export const Unavailable: Story = {
  args: { rule: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        "Sorry, unable to fetch fare rules from airline. Please refer to detailed fare rules or contact customer service.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole("tablist")).toBeNull();
  },
};

/** White label: other tab titles and words. */
export const CustomMessages: Story = {
  args: {
    headingLevel: 3,
    messages: {
      leg: (from, to) => `${from}–${to}`,
      title: (title) => (title === "Date Change" ? "Reschedule" : title),
      airlinePolicy: () => "See the airline's website.",
    },
  },
  play: async ({ canvas }) => {
    await tabsLoaded(canvas);
    await expect(
      canvas.getByRole("heading", { level: 3, name: "DEL–BOM: Flexi Plus" }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Reschedule" }));
    await expect(
      canvas.getByRole("table", { name: "Reschedule fee per passenger, DEL–BOM" }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Seat" }));
    await expect(canvas.getByRole("tabpanel", { name: "Seat" })).toHaveTextContent(
      "See the airline's website.",
    );
  },
};

/** A phone: the tab list scrolls sideways; arrows still reach every tab. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await tabsLoaded(canvas);
    await userEvent.tab();
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tab", { name: "Meal" })).toHaveFocus();
    await expect(canvas.getByRole("tabpanel", { name: "Meal" })).toBeVisible();
  },
};
