import type { Meta, StoryObj } from "@storybook/react-vite";
import { fromRupees } from "@wayfare/domain";
import { type FormEvent, useState } from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { nextSubmission } from "../../lib/story-helpers";
import { Button } from "../Button/Button";
import {
  ConfirmPaymentDialog,
  type ConfirmPaymentDialogProps,
  ConfirmPaymentPanel,
} from "./ConfirmPaymentDialog";

const FORM_ID = "wallet-payment";
const QUESTION = "Pay ₹4,350.00 from your deposit for booking WF2612010000042?";

/**
 * The payment page as the portal builds it: the wallet form asks first (its submit opens the
 * dialog); the dialog's "Confirm payment" submits that form, by its id, with `confirmed`.
 */
function PaymentPage({
  initiallyOpen = false,
  ...props
}: Omit<ConfirmPaymentDialogProps, "isOpen" | "onOpenChange"> & { initiallyOpen?: boolean }) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  const askFirst = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("name") === "confirmed") return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <form id={props.formId} method="post" aria-label="Pay from wallet" onSubmit={askFirst}>
        <input type="hidden" name="wallet" value="DEPOSIT" />
        <Button type="submit" name="intent" value="wallet">
          Pay ₹4,350.00
        </Button>
      </form>
      <ConfirmPaymentDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: "Booking/ConfirmPaymentDialog",
  component: ConfirmPaymentDialog,
  args: {
    amount: fromRupees(4_350),
    bookingId: "WF2612010000042",
    modeLabel: "Deposit",
    formId: FORM_ID,
    isOpen: false,
    onOpenChange: () => {},
  },
  parameters: { screenshot: { target: "viewport" } },
  render: ({ isOpen: _isOpen, onOpenChange: _onOpenChange, ...args }) => <PaymentPage {...args} />,
} satisfies Meta<typeof ConfirmPaymentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const walletForm = () => document.getElementById(FORM_ID) as HTMLFormElement;

/** Tab to Pay, Enter: the alertdialog opens, named and described, with focus inside. */
async function openWithKeyboard(canvas: ReturnType<typeof within>) {
  const pay = canvas.getByRole("button", { name: "Pay ₹4,350.00" });
  await userEvent.tab();
  await expect(pay).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  const dialog = await screen.findByRole("alertdialog", { name: "Confirm payment" });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return { pay, dialog };
}

/** Open, as a designer sees it. */
export const Open: Story = {
  render: ({ isOpen: _isOpen, onOpenChange: _onOpenChange, ...args }) => (
    <PaymentPage {...args} initiallyOpen />
  ),
  play: async () => {
    const dialog = await screen.findByRole("alertdialog", { name: "Confirm payment" });
    await expect(dialog).toHaveAccessibleDescription(QUESTION);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Confirm payment" })).toBeVisible();
  },
};

/** Keyboard: Enter on Pay opens it; Tab to Cancel, Enter closes it and focus returns to Pay. */
export const KeyboardCancel: Story = {
  parameters: { screenshot: { target: "frame" } },
  play: async ({ canvas }) => {
    const { pay, dialog } = await openWithKeyboard(canvas);
    await expect(dialog).toHaveAccessibleDescription(QUESTION);
    // Close (×), Cancel, Confirm payment, then back to the first: focus is trapped.
    await expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "Confirm payment" })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(pay).toHaveFocus());
  },
};

/** Escape closes it without paying; focus returns to Pay. */
export const EscapeCloses: Story = {
  parameters: { screenshot: { target: "frame" } },
  play: async ({ canvas }) => {
    const { pay } = await openWithKeyboard(canvas);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(pay).toHaveFocus());
  },
};

/** "Confirm payment" submits the page's wallet form (by id) and posts `confirmed=true`. */
export const ConfirmPosts: Story = {
  play: async ({ canvas }) => {
    await openWithKeyboard(canvas);
    await userEvent.tab();
    await userEvent.tab();
    const confirm = screen.getByRole("button", { name: "Confirm payment" });
    await expect(confirm).toHaveFocus();
    await expect(confirm).toHaveAttribute("type", "submit");
    await expect(confirm).toHaveAttribute("form", FORM_ID);
    await expect(confirm).toHaveAttribute("name", "confirmed");
    await expect(confirm).toHaveAttribute("value", "true");
    const posted = nextSubmission(walletForm());
    await userEvent.keyboard("{Enter}");
    await expect(await posted).toEqual({ wallet: "DEPOSIT", confirmed: "true" });
  },
};

/**
 * Without JavaScript the server answers the first press with the same question in the page;
 * the page passes its own form (posting `confirmed=true`) and a way back.
 */
export const Panel: Story = {
  args: { modeLabel: "Credit line", amount: fromRupees(12_480.5) },
  parameters: { screenshot: { target: "frame" } },
  render: ({ isOpen: _isOpen, onOpenChange: _onOpenChange, formId: _formId, ...args }) => (
    <div className="max-w-2xl">
      <ConfirmPaymentPanel
        {...args}
        actions={
          <form method="post" className="flex flex-wrap items-center gap-3">
            <input type="hidden" name="wallet" value="CREDIT_LINE" />
            <Button type="submit" name="confirmed" value="true">
              Confirm payment
            </Button>
            <a href="#payment" className="font-semibold text-link underline">
              Cancel
            </a>
          </form>
        }
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("Confirm payment");
    await expect(status).toHaveTextContent(
      "Pay ₹12,480.50 from your credit line for booking WF2612010000042?",
    );
    await expect(within(status).getByRole("link", { name: "Cancel" })).toBeVisible();
    await expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    const posted = nextSubmission(canvasElement.querySelector("form") as HTMLFormElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Confirm payment" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(await posted).toEqual({ wallet: "CREDIT_LINE", confirmed: "true" });
  },
};

/** A white-label partner's words and wallet name. */
export const OwnWords: Story = {
  args: {
    modeLabel: "TJ Cash",
    messages: {
      title: "Pay with TJ Cash?",
      question: (amount, mode, bookingId) => `${amount} will be taken from ${mode} (${bookingId}).`,
      cancel: "Not now",
      confirm: "Pay now",
    },
  },
  render: ({ isOpen: _isOpen, onOpenChange: _onOpenChange, ...args }) => (
    <PaymentPage {...args} initiallyOpen />
  ),
  play: async () => {
    const dialog = await screen.findByRole("alertdialog", { name: "Pay with TJ Cash?" });
    await expect(dialog).toHaveAccessibleDescription(
      "₹4,350.00 will be taken from TJ Cash (WF2612010000042).",
    );
    await expect(within(dialog).getByRole("button", { name: "Not now" })).toBeVisible();
    const confirm = within(dialog).getByRole("button", { name: "Pay now" });
    await expect(confirm).toHaveAttribute("name", "confirmed");
  },
};

/** Narrow (mobile1, 320 px): the dialog fills the width; the actions stack, Confirm on top. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  render: ({ isOpen: _isOpen, onOpenChange: _onOpenChange, ...args }) => (
    <PaymentPage {...args} initiallyOpen />
  ),
  play: async () => {
    const dialog = await screen.findByRole("alertdialog", { name: "Confirm payment" });
    await expect(dialog).toBeVisible();
    const cancel = within(dialog).getByRole("button", { name: "Cancel" });
    const confirm = within(dialog).getByRole("button", { name: "Confirm payment" });
    await expect(confirm.getBoundingClientRect().top).toBeLessThan(
      cancel.getBoundingClientRect().top,
    );
  },
};
