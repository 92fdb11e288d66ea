import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Disclosure } from "./Disclosure";

const changed = fn();

const fareRules = (
  <ul className="flex list-disc flex-col gap-1 pl-5">
    <li>Cancellation: ₹3,000.00 per passenger up to 4 hours before departure.</li>
    <li>Date change: ₹2,250.00 per passenger plus any fare difference.</li>
    <li>No refund for a no-show.</li>
  </ul>
);

const meta = {
  title: "Foundations/Disclosure",
  component: Disclosure,
  args: { title: "Fare rules", children: fareRules, onExpandedChange: changed },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed (the default): only the heading with its trigger. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 3, name: "Fare rules" })).toBeVisible();
    const trigger = canvas.getByRole("button", { name: "Fare rules" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("group", { name: "Fare rules" })).not.toBeInTheDocument();
    await expect(canvas.getByText("No refund for a no-show.")).not.toBeVisible();
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Fare rules" });
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const panel = canvas.getByRole("group", { name: "Fare rules" });
    await expect(trigger).toHaveAttribute("aria-controls", panel.id);
    await expect(panel).toBeVisible();
    await expect(panel).toHaveTextContent("No refund for a no-show.");
  },
};

/** Keyboard: Tab reaches the trigger, Enter and Space toggle, the panel follows. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    changed.mockClear();
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Fare rules" });
    const rules = canvas.getByText("No refund for a no-show.");

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("group", { name: "Fare rules" })).toBeVisible();
    await expect(rules).toBeVisible();
    await expect(changed).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard(" ");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("group", { name: "Fare rules" })).not.toBeInTheDocument();
    await expect(rules).not.toBeVisible();
    await expect(changed).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard(" ");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(rules).toBeVisible();
  },
};

/** Controlled by the app: the trigger asks, the app decides. */
export const Controlled: Story = {
  args: { isExpanded: true },
  play: async ({ canvasElement }) => {
    changed.mockClear();
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Fare rules" });
    await userEvent.click(trigger);
    await expect(changed).toHaveBeenCalledWith(false);
    // Still expanded: the story does not update `isExpanded`.
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  },
};

/** The heading level fits the page outline. */
export const HeadingLevel: Story = {
  args: { headingLevel: 2, title: "Baggage", children: "Check-in 15 Kg, cabin 7 Kg." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Baggage" })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Fare rules" })).toBeDisabled();
  },
};

/** A stack of sections on a narrow screen: long titles wrap next to the chevron. */
export const Mobile: Story = {
  render: (args) => (
    <div>
      <Disclosure {...args} title="Cancellation and date change rules for Delhi to Mumbai" />
      <Disclosure {...args} title="Baggage" defaultExpanded>
        Check-in 15 Kg, cabin 7 Kg.
      </Disclosure>
      <Disclosure {...args} title="Meals" headingLevel={3}>
        Meals can be bought on board.
      </Disclosure>
    </div>
  ),
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(
      canvas.getByRole("button", {
        name: "Cancellation and date change rules for Delhi to Mumbai",
      }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Baggage" })).toHaveFocus();
    await expect(canvas.getByRole("button", { name: "Baggage" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  },
};
