import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Button } from "../Button/Button";
import { Alert } from "./Alert";

const meta = {
  title: "Components/Alert",
  component: Alert,
  args: {
    tone: "error",
    title: "Payment failed",
    children: "Your bank declined the payment. No money was taken.",
  },
  argTypes: { tone: { control: "inline-radio", options: ["error", "success", "info"] } },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Errors interrupt: `role="alert"`. */
export const ErrorTone: Story = {
  name: "Error",
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Payment failed");
    await expect(alert).toHaveTextContent("No money was taken.");
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  args: { tone: "success", title: "Booking confirmed", children: "PNR X7K2QP" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Booking confirmed");
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const InfoTone: Story = {
  name: "Info",
  args: { tone: "info", title: undefined, children: "Fares shown include taxes and fees." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Fares shown include taxes");
  },
};

/** Part of the page from the start: no live role, nothing announced. */
export const NotLive: Story = {
  args: {
    tone: "info",
    live: false,
    title: "Web check-in",
    children: "Opens 48 hours before departure.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    await expect(canvas.getByText("Opens 48 hours before departure.")).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    tone: "error",
    title: "Price changed",
    children: "The fare went up from ₹4,650.00 to ₹5,120.00.",
    actions: (
      <>
        <Button size="sm">Continue at new price</Button>
        <Button size="sm" variant="secondary">
          Back to flight list
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toContainElement(
      canvas.getByRole("button", { name: "Continue at new price" }),
    );
  },
};

export const Mobile: Story = {
  args: WithActions.args,
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
