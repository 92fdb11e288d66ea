import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { BookingStepper } from "./BookingStepper";

const hrefs = { itinerary: "/flight/list/", passengers: "/flight/passengers/" };

const meta = {
  title: "Booking/BookingStepper",
  component: BookingStepper,
  args: { current: "review", hrefs },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing overlaps: each step's visible parts (marker, label, connector) stay inside its list
 * item, the items follow one another without overlapping, and nothing spills out of the nav.
 */
async function expectNoOverlap(nav: HTMLElement) {
  const steps = within(nav).getAllByRole("listitem");
  const boxes = steps.map((step) => step.getBoundingClientRect());
  for (const [index, step] of steps.entries()) {
    const box = boxes[index] as DOMRect;
    for (const part of step.querySelectorAll<HTMLElement>("a, span")) {
      if (part.classList.contains("sr-only") || part.offsetWidth <= 1) continue;
      const rect = part.getBoundingClientRect();
      await expect(rect.left).toBeGreaterThanOrEqual(box.left - 0.5);
      await expect(rect.right).toBeLessThanOrEqual(box.right + 0.5);
    }
    const next = boxes[index + 1];
    if (next) await expect(box.right).toBeLessThanOrEqual(next.left + 0.5);
  }
  await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
}

/** The longest label on the narrowest phone, and on a 375 px one. */
const phone375 = {
  viewport: {
    options: {
      phone375: {
        name: "375 px",
        styles: { width: "375px", height: "200px" },
        type: "mobile",
      },
    },
  },
};

/** On the review step: the first two are done and link back, payments is still ahead. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Booking steps" });
    const steps = within(nav).getAllByRole("listitem");
    await expect(steps).toHaveLength(4);
    await expect(steps[2]).toHaveAttribute("aria-current", "step");
    await expect(steps[2]).toHaveTextContent("Review");
    await expect(steps[3]).toHaveTextContent("Payments, not started");
    await expect(within(nav).getAllByRole("link")).toHaveLength(2);
    await expect(canvas.getByRole("link", { name: "Flight itinerary, completed" })).toHaveAttribute(
      "href",
      "/flight/list/",
    );
  },
};

/** Tab reaches the completed steps only; the current and upcoming steps are not links. */
export const KeyboardBack: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Flight itinerary, completed" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Passenger details, completed" })).toHaveFocus();
  },
};

export const FirstStep: Story = {
  args: { current: "itinerary" },
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole("listitem");
    await expect(steps[0]).toHaveAttribute("aria-current", "step");
    await expect(canvas.queryAllByRole("link")).toHaveLength(0);
    await expect(steps[1]).toHaveTextContent("Passenger details, not started");
  },
};

/** Done steps without an href are text, still marked completed. */
export const PaymentsWithoutLinks: Story = {
  args: { current: "payments", hrefs: undefined },
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole("listitem");
    await expect(steps[3]).toHaveAttribute("aria-current", "step");
    await expect(steps[0]).toHaveTextContent("Flight itinerary, completed");
    await expect(canvas.queryAllByRole("link")).toHaveLength(0);
  },
};

/** A white-label partner renames the steps and the landmark. */
export const CustomMessages: Story = {
  args: {
    current: "passengers",
    messages: {
      label: "Progress",
      steps: { itinerary: "Your flights", passengers: "Travellers" },
      status: { done: "done", upcoming: "to do" },
    },
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Progress" });
    await expect(within(nav).getByRole("link", { name: "Your flights, done" })).toBeVisible();
    await expect(within(nav).getAllByRole("listitem")[1]).toHaveTextContent("Travellers");
  },
};

/** A phone: numbered markers, only the current step's label is visible. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Review")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Flight itinerary, completed" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")[3]).toHaveTextContent("Payments, not started");
  },
};

/**
 * 320 px on the passenger step (the longest label): the current label wraps under itself
 * rather than running into the next step; every step keeps its name.
 */
export const MobileLongLabel: Story = {
  args: { current: "passengers" },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Booking steps" });
    const steps = within(nav).getAllByRole("listitem");
    await expect(steps[1]).toHaveAttribute("aria-current", "step");
    await expect(canvas.getByText("Passenger details")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Flight itinerary, completed" })).toBeVisible();
    await expect(steps[2]).toHaveTextContent("Review, not started");
    await expect(steps[3]).toHaveTextContent("Payments, not started");
    await expectNoOverlap(nav);
  },
};

/** 375 px (the journey's phone width) on the passenger step: the label fits on one line. */
export const Phone375: Story = {
  args: { current: "passengers" },
  parameters: phone375,
  globals: { viewport: { value: "phone375", isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Booking steps" });
    const label = canvas.getByText("Passenger details");
    await expect(label).toBeVisible();
    await expectNoOverlap(nav);
  },
};
