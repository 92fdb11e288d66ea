import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { formEntries } from "../../lib/story-helpers";
import { FareCalendar } from "./FareCalendar";

/** December 2026: a fare most days, none on the 25th, a cheap weekend. */
const prices: Record<string, number> = Object.fromEntries(
  Array.from({ length: 31 }, (_, index) => index + 1)
    .filter((day) => day !== 25)
    .map((day) => [
      `2026-12-${String(day).padStart(2, "0")}`,
      day === 12 || day === 13 ? 389_900 : 465_000 + (day % 5) * 25_000,
    ]),
);

const meta = {
  title: "Search/FareCalendar",
  component: FareCalendar,
  args: {
    prices,
    defaultValue: "2026-12-01",
    minValue: "2026-11-22",
    name: "departureDate",
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <form aria-label="Search" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof FareCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const posted = (canvasElement: HTMLElement) =>
  formEntries(canvasElement.querySelector("form") as HTMLFormElement);

/** Each day's name carries its lowest fare, or says there is none. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole("grid");
    await expect(
      within(grid).getByRole("button", {
        name: "Saturday, 12 December 2026, from ₹3,899.00",
      }),
    ).toBeVisible();
    await expect(
      within(grid).getByRole("button", { name: "Friday, 25 December 2026, no fare" }),
    ).toBeVisible();
    await expect(
      within(grid).getByRole("button", { name: /1 December 2026 selected, from ₹4,900.00/ }),
    ).toBeVisible();
    await expect(posted(canvasElement)).toEqual({ departureDate: "2026-12-01" });
  },
};

/** Arrows move by day and week; Enter chooses; the name follows the selection. */
export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const grid = canvas.getByRole("grid");
    await waitFor(() => expect(grid).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{ArrowDown}{ArrowRight}{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-12-09");
    await expect(document.activeElement).toHaveAccessibleName(
      "Wednesday, 9 December 2026 selected, from ₹5,650.00",
    );
    await expect(posted(canvasElement)).toEqual({ departureDate: "2026-12-09" });
  },
};

/** The next month has no fares yet: every day says so. */
export const NoFares: Story = {
  args: { prices: {}, defaultValue: "2027-01-10" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("button", { name: "Sunday, 10 January 2027 selected, no fare" }),
    ).toBeVisible();
  },
};

/** Days before minValue are disabled but keep their name. */
export const PastDays: Story = {
  args: { defaultValue: "2026-11-25", prices: { "2026-11-21": 400_000, "2026-11-25": 410_000 } },
  play: async ({ canvas }) => {
    const past = canvas.getByRole("button", { name: /21 November 2026, from ₹4,000.00/ });
    await expect(past).toHaveAttribute("aria-disabled", "true");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Next month" })).toBeDisabled();
  },
};

export const CustomMessages: Story = {
  args: {
    messages: { label: "Cheapest days", fare: (price) => `from ${price}`, noFare: "sold out" },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("application", { name: /Cheapest days/ })).toBeVisible();
    await expect(
      canvas.getByRole("button", { name: "Friday, 25 December 2026, sold out" }),
    ).toBeVisible();
  },
};

/** On a narrow screen the month scrolls sideways inside its box; the page does not. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const scroller = canvasElement.querySelector(
      '[data-slot="fare-calendar-scroll"]',
    ) as HTMLElement;
    await expect(scroller.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(canvas.getByRole("grid")).toBeVisible();
  },
};
