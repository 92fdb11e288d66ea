import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Price } from "./Price";

const meta = {
  title: "Foundations/Price",
  component: Price,
  args: { amount: 465_000 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector("[data-slot=price]");
    await expect(price).toHaveTextContent(/^₹4,650\.00$/);
  },
};

/** Indian digit grouping and paise: 1,23,45,678 paise. */
export const Lakhs: Story = {
  args: { amount: 12_345_678, size: "lg" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=price]")).toHaveTextContent(
      "₹1,23,456.78",
    );
  },
};

/** The old price is struck through and named in text, since `<s>` is not announced. */
export const Discounted: Story = {
  args: { amount: 465_000, originalAmount: 520_000, size: "lg" },
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector("[data-slot=price]");
    await expect(price).toHaveTextContent("Original price ₹5,200.00, now ₹4,650.00");
    await expect(canvasElement.querySelector("s")).toHaveTextContent("₹5,200.00");
  },
};

export const CustomLabels: Story = {
  args: {
    amount: 465_000,
    originalAmount: 520_000,
    originalLabel: "Was",
    currentLabel: "TJ Flex price",
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=price]")).toHaveTextContent(
      "Was ₹5,200.00, TJ Flex price ₹4,650.00",
    );
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex flex-col items-start gap-2">
      <Price amount={99_900} size="sm" />
      <Price amount={99_900} size="md" />
      <Price amount={99_900} size="lg" />
    </div>
  ),
};

export const Mobile: Story = {
  args: { amount: 12_345_678, originalAmount: 13_000_000, size: "lg" },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
