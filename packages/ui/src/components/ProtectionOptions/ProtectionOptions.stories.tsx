import type { Meta, StoryObj } from "@storybook/react-vite";
import { PASSENGER_MESSAGES } from "@wayfare/domain";
import { expect, fn, userEvent, within } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { ProtectionOptions } from "./ProtectionOptions";

const meta = {
  title: "Booking/ProtectionOptions",
  component: ProtectionOptions,
  args: {
    cancellationProtection: { price: 49_900 },
    tjFlex: { price: 59_800 },
    tripInsurance: { price: 19_900 },
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
    });
    await expect(confirm).not.toBeChecked();
  },
};

/** The benefits table opens from its disclosure; rows are named by the benefit. */
export const InsuranceBenefits: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Insurance benefits (upper limits)" });
    await expect(table).not.toBeVisible();
    await userEvent.click(canvas.getByText("What the insurance covers"));
    await expect(table).toBeVisible();
    const row = within(table).getByRole("row", { name: /Emergency Medical Expenses/ });
    await expect(row).toHaveTextContent("$50,000");
    await expect(row).toHaveTextContent("$100");
    await expect(canvas.getByText("$50k Travel cover")).toBeVisible();
  },
};

/** After a failed submit: the spec's messages, verbatim, on each group. */
export const Invalid: Story = {
  args: {
    tripInsurance: { price: 19_900, defaultValue: true },
    errors: {
      cancellationProtection: [PASSENGER_MESSAGES.yesOrNo],
      tjFlex: [PASSENGER_MESSAGES.yesOrNo],
      insuranceAgeConfirmed: [PASSENGER_MESSAGES.termsNotConfirmed],
    },
  },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("radiogroup", { name: "Cancellation protection" }),
      "Please select either Yes or No",
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
    tripInsurance: { price: 19_900, defaultValue: true, defaultAgeConfirmed: true },
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
