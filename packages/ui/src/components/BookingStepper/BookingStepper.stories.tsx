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
