import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { CoachTour } from "./CoachTour";

const meta = {
  title: "Search/CoachTour",
  component: CoachTour,
  args: { dismissAction: "/coach-tour", next: "/flight", onDismiss: fn() },
  decorators: [
    (Story) => (
      <>
        <Story />
        <a href="/flight#search">A link on the page</a>
      </>
    ),
  ],
} satisfies Meta<typeof CoachTour>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the page opens: a short panel that takes no focus, with Start tour and Close tour. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole("region", { name: "Welcome to Wayfare" });
    await expect(panel).toHaveTextContent(
      "New here? A short tour shows you around the search page.",
    );
    await expect(canvas.queryByRole("dialog")).toBeNull();
    await expect(canvas.getByRole("heading", { name: "Welcome to Wayfare" })).not.toHaveFocus();
    await expect(canvas.getByRole("button", { name: "Close tour" })).toBeVisible();
  },
};

/**
 * Started: a non-modal dialog; focus moves to its heading, steps change with a polite
 * announcement, Tab leaves it for the page, and Escape dismisses it.
 */
export const Steps: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Start tour" }));
    const dialog = canvas.getByRole("dialog", { name: "Welcome to Wayfare" });
    await expect(dialog).not.toHaveAttribute("aria-modal");
    await waitFor(() =>
      expect(canvas.getByRole("heading", { name: "Welcome to Wayfare" })).toHaveFocus(),
    );
    const status = canvas.getByText(/Step 1 of 3/);
    await expect(status).toHaveAttribute("aria-live", "polite");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(status).toHaveTextContent("Step 2 of 3: Pick up where you left off");
    await userEvent.click(canvas.getByRole("button", { name: "Back" }));
    await expect(status).toHaveTextContent("Step 1 of 3: Search flights");

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "A link on the page" })).toHaveFocus();

    canvas.getByRole("button", { name: "Next" }).focus();
    await userEvent.keyboard("{Escape}");
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("dialog")).toBeNull();
  },
};

/** The last step's Done and the close button dismiss it too. */
export const DoneOnLastStep: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Start tour" }));
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(canvas.getByText(/Step 3 of 3/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Done" }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Close tour" })).toBeVisible();
  },
};
