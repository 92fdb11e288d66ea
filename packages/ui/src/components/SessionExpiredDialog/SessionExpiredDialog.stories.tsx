import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, screen, userEvent, waitFor } from "storybook/test";
import { SessionExpiredDialog } from "./SessionExpiredDialog";

const meta = {
  title: "Booking/SessionExpiredDialog",
  component: SessionExpiredDialog,
  args: { backHref: "/flight/list/?from=DEL&to=BOM&dep=2026-12-24" },
} satisfies Meta<typeof SessionExpiredDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The session ran out on an open page: an alert dialog, named and described by the spec's
 * texts, with focus on its only way out; Escape and a click outside leave it open.
 */
export const Open: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async () => {
    const dialog = await screen.findByRole("alertdialog", { name: "Session expired" });
    await expect(dialog).toHaveAccessibleDescription("Your session has been expired.");
    const back = screen.getByRole("link", { name: "Back to flight list" });
    await expect(back).toHaveAttribute("href", "/flight/list/?from=DEL&to=BOM&dep=2026-12-24");
    await waitFor(() => expect(back).toHaveFocus());

    await userEvent.keyboard("{Escape}");
    await expect(dialog).toBeVisible();
    const overlay = document.querySelector("[data-slot=dialog-overlay]");
    if (overlay) fireEvent.pointerDown(overlay);
    await expect(screen.getByRole("alertdialog", { name: "Session expired" })).toBeVisible();
    await userEvent.tab();
    await expect(back).toHaveFocus();
  },
};

/** Not yet expired: nothing is shown. */
export const Closed: Story = {
  args: { isOpen: false },
  parameters: { screenshot: { disable: true } },
  play: async () => {
    await expect(screen.queryByRole("alertdialog")).toBeNull();
  },
};

/** The page the server answers once the review has expired: works without JavaScript. */
export const Page: Story = {
  args: { presentation: "page" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Session expired" })).toBeVisible();
    await expect(canvas.getByText("Your session has been expired.")).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Back to flight list" })).toHaveFocus();
  },
};

/** A white-label partner's words. */
export const OwnWords: Story = {
  args: {
    presentation: "page",
    messages: { title: "Time's up", backToFlightList: "See the flights again" },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Time's up" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "See the flights again" })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...Open,
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
