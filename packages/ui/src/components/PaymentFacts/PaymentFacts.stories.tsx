import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { PaymentFacts } from "./PaymentFacts";

const meta = {
  title: "Booking/PaymentFacts",
  component: PaymentFacts,
  args: { amount: 465_000, orderRefId: "OR2611200001", instrument: "VISA •••• 1111" },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Amount").nextElementSibling).toHaveTextContent("₹4,650.00");
    await expect(canvas.getByText("Order ref id").nextElementSibling).toHaveTextContent(
      "OR2611200001",
    );
    await expect(canvas.getByText("Paid with").nextElementSibling).toHaveTextContent(
      "VISA •••• 1111",
    );
  },
};

/** A long UPI id wraps instead of widening the page. */
export const LongInstrument: Story = {
  args: { instrument: "UPI ravi.kumar.travels.accounts@okhdfcbankbusinessaccount" },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector("dl") as HTMLElement;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const CustomMessages: Story = {
  args: { messages: { orderRefId: "Reference" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Reference")).toBeVisible();
  },
};
