import type { Meta, StoryObj } from "@storybook/react-vite";
import { BAGGAGE_CLAIM_MESSAGES, type BaggageClaim, fromRupees } from "@wayfare/domain";
import { expect, userEvent } from "storybook/test";
import { storyBooking } from "../../lib/booking-stories";
import { expectInvalidWithMessage, nextSubmission } from "../../lib/story-helpers";
import { BaggageClaims } from "./BaggageClaims";

const payout = fromRupees(19_000);

/** Mr Ravi Kumar's claim for the DEL → BOM flight, made two hours after it landed. */
const ravisClaim: BaggageClaim = {
  claimId: "BC0000000007",
  passengerId: "1",
  segmentId: "s1",
  reason: "DELAYED",
  description: "Black hard-shell suitcase, red ribbon on the handle.\nNot on the belt at BOM.",
  status: "Submitted",
  amount: payout,
  filedAt: "2026-12-01T05:00:00.000Z",
};

/** Ms Asha Rao can still claim for the flight: its window closes 96 hours after it landed. */
const ashasChoice = { passengerId: "2", segmentId: "s1", closesAt: "2026-12-05T02:55:00.000Z" };

const meta = {
  title: "Booking/BaggageClaims",
  component: BaggageClaims,
  args: {
    booking: storyBooking,
    payout,
    claims: [],
    choices: [{ ...ashasChoice, passengerId: "1" }, ashasChoice],
  },
  decorators: [
    (Story) => (
      <form method="post" aria-label="Baggage protect claim" className="max-w-2xl">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof BaggageClaims>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;

/**
 * From the keyboard: the passenger and flight (each with its window's end), what happened,
 * the description, and Enter on "Submit claim": the form posts all three.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/pays up to ₹19,000\.00 per covered passenger/)).toBeVisible();
    const choice = canvas.getByRole("radiogroup", { name: "Whose baggage, on which flight" });
    await expect(choice).toHaveTextContent("Ms Asha Rao, DEL → BOM");
    await expect(choice).toHaveTextContent("claims close 5 Dec 2026, 8:25 am");
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: /^Mr Ravi Kumar/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: /^Ms Asha Rao/ })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Delayed" })).toBeChecked();
    await userEvent.tab();
    const description = canvas.getByRole("textbox", {
      name: "Describe the baggage and what happened",
    });
    await expect(description).toHaveFocus();
    await expect(description).toHaveAccessibleDescription(/Up to 1000 characters\.$/);
    await userEvent.keyboard("Blue duffel bag");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Submit claim" })).toHaveFocus();
    const submitted = nextSubmission(formOf(canvasElement));
    await userEvent.keyboard("{Enter}");
    await expect(await submitted).toEqual({
      claim: "2/s1",
      reason: "DELAYED",
      description: "Blue duffel bag",
    });
  },
};

/** A claim made, listed with its status and what it pays at most; the other passenger can still claim. */
export const WithClaimMade: Story = {
  args: { claims: [ravisClaim], choices: [ashasChoice] },
  play: async ({ canvas }) => {
    const made = canvas.getByRole("listitem", { name: "Claim BC0000000007" });
    await expect(made).toHaveTextContent("Mr Ravi Kumar");
    await expect(made).toHaveTextContent("Delayed");
    await expect(made).toHaveTextContent("Submitted");
    await expect(made).toHaveTextContent("Up to ₹19,000.00");
    await expect(made).toHaveTextContent("Not on the belt at BOM.");
    await expect(canvas.getAllByRole("radio", { name: /DEL → BOM/ })).toHaveLength(1);
  },
};

/** Nothing to claim now (before arrival, after the window, or all claimed): no form. */
export const NoneOpen: Story = {
  args: { claims: [ravisClaim], choices: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        "No claim can be made now: a claim opens when a flight lands and closes 96 hours later.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Submit claim" })).toBeNull();
  },
};

/** After a refused post: the server's messages next to each field, the description kept. */
export const WithErrors: Story = {
  args: {
    values: { description: "x".repeat(40) },
    errors: {
      claim: [BAGGAGE_CLAIM_MESSAGES.choiceRequired],
      reason: [BAGGAGE_CLAIM_MESSAGES.reasonRequired],
      description: [BAGGAGE_CLAIM_MESSAGES.descriptionTooLong],
    },
  },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("radiogroup", { name: "Whose baggage, on which flight" }),
      BAGGAGE_CLAIM_MESSAGES.choiceRequired,
    );
    await expectInvalidWithMessage(
      canvas.getByRole("radiogroup", { name: "What happened to the baggage" }),
      BAGGAGE_CLAIM_MESSAGES.reasonRequired,
    );
    const description = canvas.getByRole("textbox", {
      name: "Describe the baggage and what happened",
    });
    await expect(description).toHaveValue("x".repeat(40));
    await expectInvalidWithMessage(description, BAGGAGE_CLAIM_MESSAGES.descriptionTooLong);
  },
};

/** Submitting: the button keeps its focus and is `aria-disabled`. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "SUBMITTING" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
  },
};

/** A partner's words. */
export const OwnWords: Story = {
  args: { messages: { heading: "Bag cover claims", submit: "Send claim" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Bag cover claims" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Send claim" })).toBeVisible();
  },
};

/** On a small phone (320 px): the choices and the claim made wrap. */
export const Mobile: Story = {
  args: { claims: [ravisClaim], choices: [ashasChoice] },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Submit claim" })).toBeVisible();
    await expect(canvas.getByRole("listitem", { name: "Claim BC0000000007" })).toBeVisible();
  },
};
