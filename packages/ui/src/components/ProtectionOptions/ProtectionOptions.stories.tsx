import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  formatUsdLimit,
  INSURANCE_PLAN_REQUIRED,
  INSURANCE_PLANS,
  insurancePlanEntries,
  PASSENGER_MESSAGES,
  paise,
} from "@wayfare/domain";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { defaultInsurancePlanMessages, InsurancePlanChoice } from "./InsurancePlanChoice";
import { ProtectionOptions } from "./ProtectionOptions";

/** The three plans for one traveller over 4 days (Basic ₹112.10, $50k ₹187.62, Premium ₹387.04). */
const PRICES = [11_210, 18_762, 38_704];
const PLANS = INSURANCE_PLANS.map((plan, index) => ({
  code: plan.code,
  name: plan.name,
  price: paise(PRICES[index] ?? 0),
  sumInsured: formatUsdLimit(plan.sumInsuredUsd),
  entries: insurancePlanEntries(plan),
}));
const INSURANCE = { price: paise(18_762), plans: PLANS, defaultPlan: "TRIPSAFE_50K" };

const meta = {
  title: "Booking/ProtectionOptions",
  component: ProtectionOptions,
  args: {
    cancellationProtection: { price: 49_900 },
    tjFlex: { price: 59_800 },
    tripInsurance: INSURANCE,
    baggageProtect: {
      pricePerPassenger: 17_582,
      payout: 1_900_000,
      passengers: [
        { id: "1", name: "Mr Asha Rao" },
        { id: "2", name: "Master Ishaan Rao" },
      ],
    },
    onChange: fn(),
    onBaggageProtectChange: fn(),
    onInsurancePlanChange: fn(),
  },
  decorators: [
    (Story) => (
      <form className="max-w-2xl" aria-label="Add-ons" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof ProtectionOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

const posted = (canvasElement: HTMLElement) =>
  formEntries(canvasElement.querySelector("form") as HTMLFormElement);

/** Nothing is chosen at first: each product waits for a Yes or a No. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("region", { name: "Protect your trip" })).toBeVisible();
    const cancellation = canvas.getByRole("radiogroup", { name: "Cancellation protection" });
    await expect(
      within(cancellation).getByRole("radio", { name: "Yes, add it for ₹499.00" }),
    ).not.toBeChecked();
    await expect(canvas.getByRole("radiogroup", { name: "TJ Flex" })).toBeVisible();
    await expect(canvas.getByRole("radiogroup", { name: "Trip insurance" })).toBeVisible();
    await expect(
      canvas.getByRole("checkbox", { name: /Baggage protect ₹175.82/ }),
    ).not.toBeChecked();
    await expect(canvas.queryByRole("group", { name: "Whose baggage to protect" })).toBeNull();
    await expect(posted(canvasElement)).toEqual({});
  },
};

/** Arrows answer a group; insurance "Yes" adds the age and terms confirmation. */
export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    const yes = canvas.getByRole("radio", { name: "Yes, add it for ₹499.00" });
    await expect(yes).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(yes).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("cancellationProtection", true);
    await userEvent.tab();
    await userEvent.keyboard(" {ArrowRight}");
    await expect(canvas.getAllByRole("radio", { name: "No, thanks" })[1]).toBeChecked();
    await expect(canvas.queryByRole("checkbox", { name: /age limits/ })).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard(" ");
    const confirm = await canvas.findByRole("checkbox", { name: /age limits/ });
    await expect(posted(canvasElement)).toEqual({
      cancellationProtection: "yes",
      tjFlex: "no",
      tripInsurance: "yes",
      tripInsurancePlan: "TRIPSAFE_50K",
    });
    await expect(confirm).not.toBeChecked();
  },
};

/**
 * Insurance "Yes" shows the plans, each with its price, sum insured and BANNER highlights;
 * arrows choose another plan and "Yes" is priced with it. "View all benefits" opens a dialog
 * of the chosen plan's POPUP entries by category and provider; Escape closes it and the
 * focus returns to the button.
 */
export const InsurancePlans: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.queryByRole("radiogroup", { name: "Insurance plan" })).toBeNull();
    const insurance = canvas.getByRole("radiogroup", { name: "Trip insurance" });
    await userEvent.click(within(insurance).getByRole("radio", { name: /^Yes/ }));
    const plans = canvas.getByRole("radiogroup", { name: "Insurance plan" });
    const standard = within(plans).getByRole("radio", {
      name: "TripSafe $50k travel cover ₹187.62, sum insured $50,000",
    });
    await expect(standard).toBeChecked();
    await expect(
      within(canvas.getByRole("list", { name: "Highlights of TripSafe $50k travel cover" }))
        .getAllByRole("listitem")
        .map((item) => item.firstChild?.textContent),
    ).toEqual(["$50k Travel cover", "24/7 Travel assistance hotline", "Free Baggage protection"]);
    standard.focus();
    await userEvent.keyboard("{ArrowDown}");
    const premium = within(plans).getByRole("radio", { name: /^TripSafe Premium \$100k cover/ });
    await expect(premium).toBeChecked();
    await expect(args.onInsurancePlanChange).toHaveBeenLastCalledWith("TRIPSAFE_PREMIUM");
    await expect(within(insurance).getByRole("radio", { name: /^Yes/ })).toHaveAccessibleName(
      "Yes, add it for ₹387.04",
    );
    await expect(posted(canvasElement)).toMatchObject({ tripInsurancePlan: "TRIPSAFE_PREMIUM" });
    await expect(
      canvas.getByRole("list", { name: "Highlights of TripSafe Premium $100k cover" }),
    ).toHaveTextContent("Cyber-safety services");

    const viewAll = canvas.getByRole("button", { name: "View all benefits" });
    viewAll.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", {
      name: "Benefits of TripSafe Premium $100k cover",
    });
    await expect(
      within(dialog)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      "Medical Covers",
      "Baggage Covers",
      "Travel Covers",
      "Theft Covers",
      "Other Covers",
      "Medical Assistance",
      "Travel Assistance",
      "Other Assistance",
    ]);
    const medical = within(dialog)
      .getByText(/^Emergency Medical Expenses/)
      .closest("li");
    await expect(medical).toHaveTextContent("Up to $100,000");
    await expect(medical).toHaveTextContent("Medical insurer");
    const identity = within(dialog).getByText("Identity monitoring").closest("li");
    await expect(identity).toHaveTextContent("Cyber-safety provider");
    const accident = within(dialog)
      .getByText(/^Personal Accident:/)
      .closest("li");
    await expect(accident).toHaveTextContent("Not for travellers older than 60.");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(viewAll).toHaveFocus();
  },
};

/** The chosen plan's benefits dialog, open (its picture); the page behind is inert. */
export const BenefitsDialog: Story = {
  args: { tripInsurance: { ...INSURANCE, defaultValue: true, defaultPlan: "TRIPSAFE_BASIC" } },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvas }) => {
    // By keyboard: a pointer would leave the button hovered under the inert page.
    canvas.getByRole("button", { name: "View all benefits" }).focus();
    await userEvent.keyboard(" ");
    const dialog = await screen.findByRole("dialog", {
      name: "Benefits of TripSafe Basic $25k cover",
    });
    await expect(within(dialog).getByRole("button", { name: "Close" })).toBeDefined();
    await expect(within(dialog).queryByText("Identity monitoring")).toBeNull();
    await expect(within(dialog).getByText(/^Emergency Medical Expenses/)).toHaveTextContent(
      "Up to $25,000",
    );
  },
};

/**
 * Without JavaScript (the server's rendering, before hydration): every plan shows, and every
 * plan's benefits sit in a "View all benefits" disclosure, so they are reachable without a
 * dialog.
 */
export const PlansWithoutJavaScript: Story = {
  render: function Render() {
    const [plan, setPlan] = useState("TRIPSAFE_50K");
    return (
      <InsurancePlanChoice
        plans={PLANS}
        value={plan}
        onChange={setPlan}
        showPlans
        scripted={false}
        headingLevel={2}
        text={defaultInsurancePlanMessages}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("radio")).toHaveLength(3);
    await expect(canvas.queryByRole("button", { name: "View all benefits" })).toBeNull();
    const basic = canvas.getByRole("heading", { name: "Benefits of TripSafe Basic $25k cover" });
    await expect(basic).not.toBeVisible();
    await userEvent.click(canvas.getByText("View all benefits"));
    await expect(basic).toBeVisible();
    await expect(basic).toHaveProperty("tagName", "H3");
    const premium = canvas.getByRole("region", {
      name: "Benefits of TripSafe Premium $100k cover",
    });
    await expect(within(premium).getByText("Digital risk assessment")).toBeVisible();
  },
};

/** After a failed submit: the spec's messages, verbatim, on each group. */
export const Invalid: Story = {
  args: {
    tripInsurance: { ...INSURANCE, defaultValue: true },
    errors: {
      cancellationProtection: [PASSENGER_MESSAGES.yesOrNo],
      tjFlex: [PASSENGER_MESSAGES.yesOrNo],
      tripInsurancePlan: [INSURANCE_PLAN_REQUIRED],
      insuranceAgeConfirmed: [PASSENGER_MESSAGES.termsNotConfirmed],
    },
  },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("radiogroup", { name: "Cancellation protection" }),
      "Please select either Yes or No",
    );
    await expectInvalidWithMessage(
      canvas.getByRole("radiogroup", { name: "Insurance plan" }),
      "Please choose an insurance plan.",
    );
    await expectInvalidWithMessage(
      canvas.getByRole("checkbox", { name: /age limits/ }),
      "Please confirm with the T&C* to proceed.",
    );
  },
};

/** Answers sent back after a round trip. */
export const Selected: Story = {
  args: {
    cancellationProtection: { price: 49_900, defaultValue: true },
    tjFlex: { price: 59_800, defaultValue: false },
    tripInsurance: {
      ...INSURANCE,
      defaultValue: true,
      defaultAgeConfirmed: true,
      defaultPlan: "TRIPSAFE_BASIC",
    },
    baggageProtect: {
      ...meta.args.baggageProtect,
      defaultSelected: true,
      defaultPassengerIds: ["2"],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(posted(canvasElement)).toEqual({
      cancellationProtection: "yes",
      tjFlex: "no",
      tripInsurance: "yes",
      tripInsurancePlan: "TRIPSAFE_BASIC",
      insuranceAgeConfirmed: "on",
      baggageProtect: "on",
      baggageProtectListed: "on",
      baggageProtectPassengers: "2",
    });
  },
};

/**
 * Baggage protect covers the passengers chosen (J§3 selectedPax): ticking it covers
 * everyone, unticking the last passenger turns it off (the list stays under the focus), and
 * turning it off clears and hides them (J§4).
 */
export const BaggagePassengers: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    const covered = () => new FormData(form).getAll("baggageProtectPassengers");
    const product = canvas.getByRole("checkbox", { name: /Baggage protect/ });
    await userEvent.click(product);
    const whose = canvas.getByRole("group", { name: "Whose baggage to protect" });
    await expect(covered()).toEqual(["1", "2"]);
    await userEvent.click(within(whose).getByRole("checkbox", { name: "Mr Asha Rao" }));
    await expect(args.onBaggageProtectChange).toHaveBeenLastCalledWith({
      selected: true,
      passengerIds: ["2"],
    });
    await userEvent.click(within(whose).getByRole("checkbox", { name: "Master Ishaan Rao" }));
    await expect(product).not.toBeChecked();
    await expect(args.onBaggageProtectChange).toHaveBeenLastCalledWith({
      selected: false,
      passengerIds: [],
    });
    await expect(whose).toBeVisible();
    await userEvent.keyboard(" ");
    await expect(product).toBeChecked();
    await expect(covered()).toEqual(["2"]);
    await userEvent.keyboard("{Shift>}{Tab}{Tab}{/Shift}");
    await expect(product).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(canvas.queryByRole("group", { name: "Whose baggage to protect" })).toBeNull();
    await expect(covered()).toEqual([]);
  },
};

/** The service's message when baggage protect is posted for nobody (without JavaScript). */
export const BaggageNobody: Story = {
  args: {
    baggageProtect: { ...meta.args.baggageProtect, defaultSelected: true, defaultPassengerIds: [] },
    errors: { baggageProtectPassengers: [PASSENGER_MESSAGES.baggageProtectNobody] },
  },
  play: async ({ canvas }) => {
    const whose = canvas.getByRole("group", { name: "Whose baggage to protect" });
    await expect(whose).toHaveAccessibleDescription(
      "Please select the passengers whose baggage to protect.",
    );
  },
};

/** Only what is offered shows (TJ Flex is domestic only; no insurance available). */
export const OnlySome: Story = {
  args: { tjFlex: undefined, tripInsurance: undefined, baggageProtect: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("radiogroup")).toHaveLength(1);
    await expect(canvas.queryByRole("checkbox")).toBeNull();
  },
};

/** Below 640 px the answers stack and the benefits table scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const [yes, no] = canvas.getAllByRole("radio");
    const top = (el: HTMLElement | undefined) =>
      el?.closest("label")?.getBoundingClientRect().top ?? 0;
    await expect(top(no)).toBeGreaterThan(top(yes));
  },
};
