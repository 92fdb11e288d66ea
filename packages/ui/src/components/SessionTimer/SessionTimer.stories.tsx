import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SessionTimer } from "./SessionTimer";

const EXPIRES = Date.parse("2026-12-01T10:15:00Z");

/** A clock the play functions move (each story has its own). */
function storyClock(secondsLeft: number) {
  const clock = {
    ms: EXPIRES - secondsLeft * 1000,
    now: () => clock.ms,
    set: (left: number) => {
      clock.ms = EXPIRES - left * 1000;
    },
  };
  return clock;
}

const meta = {
  title: "Booking/SessionTimer",
  component: SessionTimer,
  args: { expiresAt: new Date(EXPIRES).toISOString(), backHref: "/flight/list/?from=DEL&to=BOM" },
} satisfies Meta<typeof SessionTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

const defaultClock = storyClock(4 * 60 + 30);

/** 4:30 left; the spoken text spells it out, nothing is announced on load. */
export const Default: Story = {
  args: { now: defaultClock.now },
  play: async ({ canvas }) => {
    defaultClock.set(4 * 60 + 30);
    await expect(canvas.getByText("04:30")).toBeVisible();
    await expect(canvas.getByText("4 minutes 30 seconds")).toBeInTheDocument();
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  },
};

const announceClock = storyClock(4 * 60 + 2);

/** Announced at the minute boundary and at 30 and 10 seconds, politely. */
export const Announcements: Story = {
  args: { now: announceClock.now },
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toBeEmptyDOMElement();
    announceClock.set(4 * 60);
    await waitFor(() => expect(status).toHaveTextContent("4 minutes left in your session"), {
      timeout: 2500,
    });
    announceClock.set(3 * 60 + 42);
    await waitFor(() => expect(canvas.getByText("03:42")).toBeVisible(), { timeout: 2500 });
    await expect(status).toHaveTextContent("4 minutes left in your session");
    announceClock.set(60);
    await waitFor(() => expect(status).toHaveTextContent("1 minute left in your session"), {
      timeout: 2500,
    });
    announceClock.set(30);
    await waitFor(() => expect(status).toHaveTextContent("30 seconds left in your session"), {
      timeout: 2500,
    });
  },
};

const expiredClock = storyClock(2);

/** At zero: the modal that cannot be dismissed; focus is on its only action. */
export const Expired: Story = {
  args: { now: expiredClock.now },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvasElement }) => {
    expiredClock.set(2);
    const page = within(canvasElement.ownerDocument.body);
    expiredClock.set(0);
    const dialog = await page.findByRole(
      "alertdialog",
      { name: "Session expired" },
      { timeout: 2500 },
    );
    await expect(dialog).toHaveAccessibleDescription("Your session has been expired.");
    const back = within(dialog).getByRole("link", { name: "Back to flight list" });
    await expect(back).toHaveAttribute("href", "/flight/list/?from=DEL&to=BOM");
    await waitFor(() => expect(back).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await expect(dialog).toBeVisible();
    await userEvent.tab();
    await expect(back).toHaveFocus();
  },
};

const customClock = storyClock(65);

export const CustomMessages: Story = {
  args: {
    now: customClock.now,
    messages: { label: "Time left to book", timeLeft: (m, s) => `${m} min ${s} sec` },
  },
  play: async ({ canvas }) => {
    customClock.set(65);
    await expect(canvas.getByText("1 min 5 sec")).toBeInTheDocument();
    await expect(canvas.getByText(/Time left to book/)).toBeVisible();
  },
};

const mobileClock = storyClock(29 * 60 + 59);

export const Mobile: Story = {
  args: { now: mobileClock.now },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("29:59")).toBeVisible();
  },
};
