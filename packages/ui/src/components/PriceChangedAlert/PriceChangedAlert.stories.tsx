import type { Meta, StoryObj } from "@storybook/react-vite";
import { fromRupees } from "@wayfare/domain";
import { expect, within } from "storybook/test";
import { PriceChangedAlert } from "./PriceChangedAlert";

const meta = {
  title: "Booking/PriceChangedAlert",
  component: PriceChangedAlert,
  args: { oldTotal: fromRupees(4_350), newTotal: fromRupees(4_820) },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceChangedAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

const actions = (
  <a href="#results" className="font-semibold text-link underline">
    Back to flight list
  </a>
);

export const WentUp: Story = {
  args: { actions },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole("status");
    await expect(status).toHaveTextContent("Price changed");
    await expect(status).toHaveTextContent(
      "The fare went up from ₹4,350.00 to ₹4,820.00 (₹470.00 more) since the search.",
    );
    await expect(within(status).getByRole("link", { name: "Back to flight list" })).toBeVisible();
  },
};

export const WentDown: Story = {
  args: { oldTotal: fromRupees(6_100.5), newTotal: fromRupees(5_890) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "The fare went down from ₹6,100.50 to ₹5,890.00 (₹210.50 less) since the search.",
    );
  },
};

export const Unchanged: Story = {
  args: { newTotal: fromRupees(4_350) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("status")).toBeNull();
  },
};

export const OwnWords: Story = {
  args: {
    messages: {
      title: "Fare updated",
      changed: ({ from, to }) => `Was ${from}, now ${to}.`,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "Fare updatedWas ₹4,350.00, now ₹4,820.00.",
    );
  },
};

export const Narrow: Story = {
  args: { actions, oldTotal: fromRupees(104_350), newTotal: fromRupees(112_820) },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("₹8,470.00 more");
  },
};
