import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { nextSubmission } from "../../lib/story-helpers";
import { CreditShellBox } from "./CreditShellBox";

const meta = {
  title: "Booking/CreditShellBox",
  component: CreditShellBox,
  args: { balance: 245_000, applied: 0 },
  decorators: [
    (Story) => (
      <form method="post" aria-label="Payment" className="max-w-md">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof CreditShellBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;

/** Not used yet: the balance, and Enter on the button posts the apply intent. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Credit shell" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "You have ₹2,450.00 in your credit shell.",
    );
    const posted = nextSubmission(formOf(canvasElement));
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Use credit shell" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(await posted).toEqual({ intent: "creditShell:apply" });
  },
};

/** In use: what it pays, and the button to stop. */
export const Applied: Story = {
  args: { applied: 100_000 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "₹1,000.00 of your credit shell pays for this booking.",
    );
    const posted = nextSubmission(formOf(canvasElement));
    await userEvent.click(canvas.getByRole("button", { name: "Stop using credit shell" }));
    await expect(await posted).toEqual({ intent: "creditShell:remove" });
  },
};

/** Waiting for the server: the label stays the button's name. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Use credit shell" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Use credit shell" })).toBeVisible();
  },
};
