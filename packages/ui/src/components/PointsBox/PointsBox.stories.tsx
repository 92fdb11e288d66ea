import type { Meta, StoryObj } from "@storybook/react-vite";
import { TJ_CASH_MESSAGES } from "@wayfare/domain";
import { expect, userEvent } from "storybook/test";
import { expectInvalidWithMessage, nextSubmission } from "../../lib/story-helpers";
import { PointsBox } from "./PointsBox";

const meta = {
  title: "Booking/PointsBox",
  component: PointsBox,
  args: { balancePoints: 1_500 },
  decorators: [
    (Story) => (
      <form method="post" aria-label="Payment" className="max-w-md">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof PointsBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;
const fieldName = "TJ Cash to use";

/** The balance describes the field; Tab, type the points, Enter posts them with Apply. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { name: "TJ Cash", level: 2 })).toBeVisible();
    const field = canvas.getByRole("textbox", { name: fieldName });
    await expect(field).toHaveAccessibleDescription("Balance: 1,500 TJ Cash (₹1,500.00)");
    await expect(field).toHaveAttribute("inputmode", "numeric");
    const posted = nextSubmission(formOf(canvasElement));
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard("500{Enter}");
    await expect(await posted).toEqual({ tjCashPoints: "500", intent: "tjCashPoints:apply" });
  },
};

export const Applied: Story = {
  args: { appliedPoints: 500 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("500 TJ Cash applied: ₹500.00 off");
    const posted = nextSubmission(formOf(canvasElement));
    await userEvent.click(canvas.getByRole("button", { name: "Remove TJ Cash" }));
    await expect(await posted).toEqual({ intent: "tjCashPoints:remove" });
  },
};

export const NotAWholeNumber: Story = {
  args: { defaultPoints: "2.5", errors: [TJ_CASH_MESSAGES.notPositiveInteger] },
  play: async ({ canvas }) => {
    const field = canvas.getByRole("textbox", { name: fieldName });
    await expect(field).toHaveValue("2.5");
    await expectInvalidWithMessage(field, "Please enter positive non-decimal value.");
  },
};

export const MoreThanTheBalance: Story = {
  args: { balancePoints: 120, defaultPoints: "500", errors: ["Insufficient Balance"] },
  play: async ({ canvas }) => {
    const field = canvas.getByRole("textbox", { name: fieldName });
    await expectInvalidWithMessage(field, "Insufficient Balance");
    await expect(field).toHaveAccessibleDescription(/Balance: 120 TJ Cash \(₹120\.00\)/);
  },
};

export const Removing: Story = {
  args: { appliedPoints: 1_200, pending: "remove" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Remove TJ Cash" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

/** A white-label partner's name for the points. */
export const OwnWords: Story = {
  args: {
    balancePoints: 250_000,
    messages: {
      heading: "SkyPoints",
      label: "SkyPoints to use",
      balance: ({ points }) => `You have ${points} SkyPoints`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "SkyPoints" })).toBeVisible();
    await expect(
      canvas.getByRole("textbox", { name: "SkyPoints to use" }),
    ).toHaveAccessibleDescription("You have 2,50,000 SkyPoints");
  },
};

export const Narrow: Story = {
  args: {
    balancePoints: 1_234_567,
    defaultPoints: "0",
    errors: [TJ_CASH_MESSAGES.notPositiveInteger],
  },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Apply" })).toBeVisible();
  },
};

/** The review page's 'Block' with points applied: the message describes Remove. */
export const AppliedWhenBlocking: Story = {
  args: {
    appliedPoints: 300,
    errors: ["Please clear TJ Cash. TJ Cash cannot be applied to block a booking."],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("button", { name: "Remove TJ Cash" }),
    ).toHaveAccessibleDescription(
      "Please clear TJ Cash. TJ Cash cannot be applied to block a booking.",
    );
  },
};
