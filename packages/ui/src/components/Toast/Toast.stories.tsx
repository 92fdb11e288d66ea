import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Toast } from "./Toast";

/**
 * Stories that are only looked at pass `durationMs: 0` (stays until dismissed) so the
 * picture does not vanish; the behaviour stories use short or default durations.
 */
const meta = {
  title: "Components/Toast",
  component: Toast,
  args: {
    tone: "error",
    children: "Something went wrong. Please try again.",
    onDismiss: fn(),
    durationMs: 0,
  },
  argTypes: {
    tone: { control: "inline-radio", options: ["error", "success", "info"] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Errors interrupt: `role="alert"`. */
export const ErrorTone: Story = {
  name: "Error",
  play: async ({ canvas }) => {
    const toast = canvas.getByRole("alert");
    await expect(toast).toHaveTextContent("Something went wrong. Please try again.");
    await expect(
      within(toast).getByRole("button", { name: "Dismiss notification" }),
    ).toBeInTheDocument();
  },
};

/** Success and info wait their turn: `role="status"`. */
export const Success: Story = {
  args: { tone: "success", children: "Booking confirmed. Your e-ticket is on its way." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Booking confirmed.");
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const InfoTone: Story = {
  name: "Info",
  args: { tone: "info", children: "Fares shown include taxes and fees." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Fares shown include taxes");
  },
};

export const LongMessage: Story = {
  args: {
    tone: "info",
    children:
      "Your session will expire soon. Save your passenger details now to avoid entering them again after you log back in.",
  },
};

export const Dismiss: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss notification" }));
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** An error closes by itself after its duration (7 s by default; 300 ms here). */
export const AutoDismiss: Story = {
  args: { durationMs: 300 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("alert")).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole("alert")).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The clock stops while the pointer is over the toast and restarts when it leaves. */
export const PausesOnHover: Story = {
  args: { durationMs: 400 },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    const toast = canvas.getByRole("alert");
    await userEvent.hover(toast);
    await wait(800);
    await expect(toast).toBeInTheDocument();
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await userEvent.unhover(toast);
    await waitFor(() => expect(canvas.queryByRole("alert")).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Focus inside the toast (e.g. on the dismiss button) also stops the clock. */
export const PausesOnFocus: Story = {
  args: { durationMs: 400 },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const dismiss = canvas.getByRole("button", { name: "Dismiss notification" });
    await expect(dismiss).toHaveFocus();
    await wait(800);
    await expect(canvas.getByRole("alert")).toBeInTheDocument();
    dismiss.blur();
    await waitFor(() => expect(canvas.queryByRole("alert")).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Without `durationMs` the spec's timing applies: info stays 4 s (errors 7 s). */
export const DefaultDuration: Story = {
  args: { tone: "info", children: "Seat map updated.", durationMs: undefined },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    await wait(3500);
    await expect(canvas.getByRole("status")).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole("status")).not.toBeInTheDocument(), {
      timeout: 1500,
    });
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Strings are props, so a partner or locale can rename them. */
export const CustomDismissLabel: Story = {
  args: { tone: "success", children: "TJ Cash added to your wallet.", dismissLabel: "Close" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Close" })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
