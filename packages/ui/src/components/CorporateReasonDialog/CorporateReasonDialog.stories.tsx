import type { Meta, StoryObj } from "@storybook/react-vite";
import { POLICY_REASON_MESSAGES, POLICY_REASONS } from "@wayfare/domain";
import type { ReactNode } from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { expectInvalidWithMessage, nextSubmission } from "../../lib/story-helpers";
import { Button } from "../Button/Button";
import { CorporateReasonContent, CorporateReasonDialog } from "./CorporateReasonDialog";
import { CorporateReasonSection } from "./CorporateReasonSection";

const TITLE = "Why not the lowest fare?";
const DESCRIPTION =
  "Your company's travel policy asks for a reason when you choose a fare above the lowest.";

/** The page's own form (a router `<Form>` in the portal) with its hidden inputs. */
const renderForm = (fields: ReactNode) => (
  <form method="post" aria-label="Policy reason">
    <input type="hidden" name="leg" value="onward" />
    <input type="hidden" name="priceId" value="AI101-FLEX" />
    {fields}
  </form>
);

const actions = (
  <>
    <Button type="submit">Continue with this fare</Button>
    <a href="#results" className="font-semibold text-link underline">
      Choose another fare
    </a>
  </>
);

const meta = {
  title: "Booking/CorporateReasonDialog",
  component: CorporateReasonDialog,
  args: { renderForm, actions },
  parameters: { screenshot: { target: "viewport" } },
} satisfies Meta<typeof CorporateReasonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const reasonForm = () => screen.getByRole("form", { name: "Policy reason" }) as HTMLFormElement;

/**
 * Open on arrival: named by its title, described by the policy sentence, focus inside and
 * trapped; the page's form, fields and actions are inside the dialog. Escape closes it.
 */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: TITLE });
    await expect(dialog).toHaveAccessibleDescription(DESCRIPTION);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(dialog).toContainElement(reasonForm());
    const group = within(dialog).getByRole("radiogroup", { name: "Reason" });
    await expect(within(group).getAllByRole("radio")).toHaveLength(POLICY_REASONS.length);
    await expect(
      within(dialog).getByRole("textbox", { name: "Your reason" }),
    ).toHaveAccessibleDescription("Required for 'Other reason'; at most 200 characters.");
    await expect(within(dialog).getByRole("textbox", { name: "Your reason" })).toHaveAttribute(
      "maxlength",
      "200",
    );
    await expect(
      within(dialog).getByRole("button", { name: "Continue with this fare" }),
    ).toBeVisible();
    await expect(within(dialog).getByRole("link", { name: "Choose another fare" })).toBeVisible();
  },
};

/** Tab through: ×, the reasons (one stop), the text, Continue, the link, and round again. */
export const KeyboardEscape: Story = {
  parameters: { screenshot: { target: "frame" } },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: TITLE });
    const close = within(dialog).getByRole("button", { name: "Close" });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(
      within(dialog).getByRole("radio", { name: POLICY_REASONS[0].label }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole("textbox", { name: "Your reason" })).toHaveFocus();
    await userEvent.tab();
    await expect(
      within(dialog).getByRole("button", { name: "Continue with this fare" }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole("link", { name: "Choose another fare" })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** Arrow keys choose a reason; Continue posts it with the page's hidden inputs. */
export const ChooseReason: Story = {
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: TITLE });
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus(),
    );
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const shorter = within(dialog).getByRole("radio", { name: "Shorter journey or fewer stops" });
    await expect(shorter).toHaveFocus();
    await expect(shorter).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      within(dialog).getByRole("button", { name: "Continue with this fare" }),
    ).toHaveFocus();
    const posted = nextSubmission(reasonForm());
    await userEvent.keyboard("{Enter}");
    await expect(await posted).toEqual({
      leg: "onward",
      priceId: "AI101-FLEX",
      "policyReason.code": "SHORTER_JOURNEY",
      "policyReason.text": "",
    });
  },
};

/** "Other reason" and the traveller's own words. */
export const OwnReason: Story = {
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: TITLE });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    // Up from the first wraps to the last: "Other reason".
    await userEvent.keyboard("{ArrowUp}");
    await expect(within(dialog).getByRole("radio", { name: "Other reason" })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard("Client asked for the morning flight");
    const posted = nextSubmission(reasonForm());
    await userEvent.keyboard("{Enter}");
    await expect(await posted).toMatchObject({
      "policyReason.code": "OTHER",
      "policyReason.text": "Client asked for the morning flight",
    });
  },
};

/** The server said no reason was chosen: the domain's message, the group invalid. */
export const MissingReason: Story = {
  args: { errors: { code: POLICY_REASON_MESSAGES.required } },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: TITLE });
    await expect(dialog).toHaveTextContent(POLICY_REASON_MESSAGES.required);
    await expectInvalidWithMessage(
      within(dialog).getByRole("radiogroup", { name: "Reason" }),
      POLICY_REASON_MESSAGES.required,
    );
  },
};

/** "Other reason" posted without words: the domain's message on the field, the choice kept. */
export const MissingOwnReason: Story = {
  args: {
    values: { code: "OTHER", text: "" },
    errors: { text: POLICY_REASON_MESSAGES.textRequired },
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: TITLE });
    await expect(within(dialog).getByRole("radio", { name: "Other reason" })).toBeChecked();
    await expectInvalidWithMessage(
      within(dialog).getByRole("textbox", { name: "Your reason" }),
      POLICY_REASON_MESSAGES.textRequired,
    );
  },
};

/**
 * Before hydration and without JavaScript: the same form as a section in the page, named
 * by its heading; no dialog.
 */
export const WithoutJavaScript: Story = {
  parameters: { screenshot: { target: "frame" } },
  render: (args) => (
    <div className="max-w-2xl">
      <CorporateReasonContent {...args} modal={false} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const section = canvas.getByRole("region", { name: TITLE });
    await expect(section).toHaveAccessibleDescription(DESCRIPTION);
    await expect(within(section).getByRole("heading", { name: TITLE, level: 2 })).toBeVisible();
    await expect(section).toContainElement(reasonForm());
    const posted = nextSubmission(canvasElement.querySelector("form") as HTMLFormElement);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await expect(
      within(section).getByRole("radio", { name: POLICY_REASONS[1].label }),
    ).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(await posted).toMatchObject({ "policyReason.code": POLICY_REASONS[1].code });
  },
};

/** A partner's words and field names. */
export const OwnWords: Story = {
  args: {
    names: { code: "reason", text: "reasonText" },
    messages: {
      title: "Tell us why",
      description: "Your travel desk needs a reason for a fare above the cheapest one.",
      reasonLabel: "Why this fare",
      textLabel: "In your words",
    },
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Tell us why" });
    await expect(dialog).toHaveAccessibleDescription(
      "Your travel desk needs a reason for a fare above the cheapest one.",
    );
    const group = within(dialog).getByRole("radiogroup", { name: "Why this fare" });
    await expect(within(group).getByRole("radio", { name: "Other reason" })).toHaveAttribute(
      "name",
      "reason",
    );
    await expect(within(dialog).getByRole("textbox", { name: "In your words" })).toHaveAttribute(
      "name",
      "reasonText",
    );
  },
};

/** Narrow (mobile1, 320 px): the dialog fills the width and its body scrolls to the actions. */
export const Mobile: Story = {
  args: { errors: { code: POLICY_REASON_MESSAGES.required } },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: TITLE });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(
      within(dialog).getByRole("button", { name: "Continue with this fare" }),
    ).toBeVisible();
  },
};

/**
 * `CorporateReasonSection`, inside a larger form (the passenger page's): the section even with
 * JavaScript, the page's own title and description, no actions of its own; the form's button
 * posts the reason with the rest.
 */
export const Inline: Story = {
  parameters: { screenshot: { target: "frame" } },
  render: () => (
    <form method="post" aria-label="Passenger details" className="flex max-w-2xl flex-col gap-4">
      <input type="hidden" name="firstName" value="Ira" />
      <CorporateReasonSection
        messages={{
          title: "Why this fare?",
          description: "This fare is outside the fare policy of an employee you are booking for.",
        }}
      />
      <Button type="submit">Continue</Button>
    </form>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const section = canvas.getByRole("region", { name: "Why this fare?" });
    await expect(section).toHaveAccessibleDescription(
      "This fare is outside the fare policy of an employee you are booking for.",
    );
    const posted = nextSubmission(canvasElement.querySelector("form") as HTMLFormElement);
    await userEvent.click(within(section).getByRole("radio", { name: POLICY_REASONS[0].label }));
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await posted).toEqual({
      firstName: "Ira",
      "policyReason.code": POLICY_REASONS[0].code,
      "policyReason.text": "",
    });
  },
};
