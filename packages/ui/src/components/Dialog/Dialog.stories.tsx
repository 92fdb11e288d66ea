import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, fn, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button/Button";
import { TextField } from "../TextField/TextField";
import { Dialog, type DialogProps } from "./Dialog";

/** Opens from a button, closes from its footer: how the portal uses it. */
function DialogDemo({
  opener = "Cancel booking",
  initiallyOpen = false,
  confirmLabel = "Yes, cancel booking",
  cancelLabel = "Keep booking",
  onConfirm,
  ...props
}: Omit<DialogProps, "isOpen" | "onOpenChange"> & {
  opener?: string;
  initiallyOpen?: boolean;
  confirmLabel?: string;
  cancelLabel?: string | null;
  onConfirm?: () => void;
}) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {opener}
      </Button>
      <Dialog
        {...props}
        isOpen={isOpen}
        onOpenChange={setOpen}
        footer={
          <>
            {cancelLabel ? (
              <Button variant="secondary" onPress={() => setOpen(false)}>
                {cancelLabel}
              </Button>
            ) : null}
            <Button
              variant={props.role === "alertdialog" ? "primary" : "danger"}
              onPress={() => {
                onConfirm?.();
                setOpen(false);
              }}
            >
              {confirmLabel}
            </Button>
          </>
        }
      />
    </>
  );
}

const confirmed = fn();

const meta = {
  title: "Components/Dialog",
  component: Dialog,
  args: {
    title: "Cancel this booking?",
    description: "Booking TJ2611300042, Delhi to Mumbai on 1 December 2026.",
    children:
      "Cancellation charges of ₹3,000.00 per passenger apply. The refund goes to your wallet.",
  },
  parameters: { screenshot: { target: "viewport" } },
  render: (args) => <DialogDemo {...args} onConfirm={confirmed} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the opener. */
export const Closed: Story = {
  parameters: { screenshot: { target: "frame" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Cancel booking" })).toBeVisible();
    await expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  },
};

/** Keyboard: Enter opens, focus moves in, Tab stays inside, Escape closes, focus returns. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole("button", { name: "Cancel booking" });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard("{Enter}");

    const dialog = await screen.findByRole("dialog", { name: "Cancel this booking?" });
    await expect(dialog).toHaveAccessibleDescription(
      "Booking TJ2611300042, Delhi to Mumbai on 1 December 2026.",
    );
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // Trapped: three stops (close, keep, confirm), then back to the first.
    const close = screen.getByRole("button", { name: "Close" });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "Keep booking" })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "Yes, cancel booking" })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole("button", { name: "Yes, cancel booking" })).toHaveFocus();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
  parameters: { screenshot: { target: "frame" } },
};

/** Open, as a designer sees it. */
export const Open: Story = {
  args: { defaultOpen: undefined },
  render: (args) => <DialogDemo {...args} initiallyOpen onConfirm={confirmed} />,
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Cancel this booking?" });
    await expect(dialog).toBeVisible();
  },
};

export const ConfirmAction: Story = {
  play: async ({ canvas }) => {
    confirmed.mockClear();
    const opener = canvas.getByRole("button", { name: "Cancel booking" });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole("button", { name: "Yes, cancel booking" }));
    await expect(confirmed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
  parameters: { screenshot: { target: "frame" } },
};

const backToList = fn();

/**
 * The spec's Session expired dialog: it must be answered. Escape and a click outside do
 * nothing and there is no × button.
 */
export const SessionExpired: Story = {
  args: {
    title: "Session expired",
    description: "Your session has been expired.",
    children: undefined,
    isDismissable: false,
    role: "alertdialog",
    size: "sm",
  },
  render: (args) => (
    <DialogDemo
      {...args}
      opener="Show session expiry"
      initiallyOpen
      cancelLabel={null}
      confirmLabel="Back to flight list"
      onConfirm={backToList}
    />
  ),
  play: async () => {
    backToList.mockClear();
    const dialog = await screen.findByRole("alertdialog", { name: "Session expired" });
    await expect(dialog).toHaveAccessibleDescription("Your session has been expired.");
    await expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
    const back = screen.getByRole("button", { name: "Back to flight list" });
    await waitFor(() => expect(back).toHaveFocus());

    await userEvent.keyboard("{Escape}");
    await expect(dialog).toBeVisible();
    // A press on the backdrop (the page behind has pointer-events: none while modal).
    const overlay = document.querySelector("[data-slot=dialog-overlay]");
    if (overlay) fireEvent.pointerDown(overlay);
    await expect(screen.getByRole("alertdialog", { name: "Session expired" })).toBeVisible();
    await userEvent.tab();
    await expect(back).toHaveFocus();
  },
};

export const SessionExpiredAnswered: Story = {
  ...SessionExpired,
  play: async () => {
    backToList.mockClear();
    const back = await screen.findByRole("button", { name: "Back to flight list" });
    await userEvent.keyboard("{Enter}");
    await expect(backToList).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(back).not.toBeInTheDocument());
  },
  parameters: { screenshot: { target: "frame" } },
};

/** A form in a dialog: focus goes to the first field. */
export const WithForm: Story = {
  args: {
    title: "Email the e-ticket",
    description: undefined,
    children: <TextField label="Email address" name="email" type="email" />,
  },
  render: (args) => (
    <DialogDemo
      {...args}
      opener="Email ticket"
      cancelLabel="Cancel"
      confirmLabel="Send"
      role="dialog"
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Email ticket" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Email the e-ticket" });
    await expect(dialog).not.toHaveAttribute("aria-describedby");
    await userEvent.tab();
    await userEvent.keyboard("asha@example.com");
    await expect(screen.getByRole("textbox", { name: "Email address" })).toHaveValue(
      "asha@example.com",
    );
  },
};

/** Narrow screens: the dialog fills the width and the actions stack. */
export const Mobile: Story = {
  render: (args) => <DialogDemo {...args} initiallyOpen onConfirm={confirmed} />,
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async () => {
    await expect(await screen.findByRole("dialog")).toBeVisible();
  },
};
