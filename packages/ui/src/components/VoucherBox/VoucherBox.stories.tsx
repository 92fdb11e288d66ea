import type { Meta, StoryObj } from "@storybook/react-vite";
import { fromRupees, VOUCHER_MESSAGES } from "@wayfare/domain";
import { expect, userEvent } from "storybook/test";
import { expectInvalidWithMessage, nextSubmission } from "../../lib/story-helpers";
import { VoucherBox } from "./VoucherBox";

const meta = {
  title: "Booking/VoucherBox",
  component: VoucherBox,
  decorators: [
    (Story) => (
      <form method="post" aria-label="Payment" className="max-w-md">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof VoucherBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;

/** Tab to the field, type a code, Enter posts it with the Apply intent. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { name: "Voucher", level: 2 })).toBeVisible();
    const posted = nextSubmission(formOf(canvasElement));
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Voucher code" })).toHaveFocus();
    await userEvent.keyboard("WAYDOM10{Enter}");
    await expect(await posted).toEqual({ voucherCode: "WAYDOM10", intent: "voucherCode:apply" });
  },
};

export const Applied: Story = {
  args: { applied: { code: "WAYDOM10", discount: fromRupees(600) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("WAYDOM10 applied: ₹600.00 off");
    await expect(canvas.queryByRole("textbox")).toBeNull();
    const posted = nextSubmission(formOf(canvasElement));
    await userEvent.tab();
    const remove = canvas.getByRole("button", { name: "Remove voucher" });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(await posted).toEqual({ intent: "voucherCode:remove" });
  },
};

export const Invalid: Story = {
  args: { defaultCode: "FLY2024", errors: [VOUCHER_MESSAGES.invalid] },
  play: async ({ canvas }) => {
    const field = canvas.getByRole("textbox", { name: "Voucher code" });
    await expect(field).toHaveValue("FLY2024");
    await expectInvalidWithMessage(field, VOUCHER_MESSAGES.invalid);
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  },
};

export const NoDiscount: Story = {
  args: { defaultCode: "WAYFLY5", errors: [VOUCHER_MESSAGES.noDiscount] },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "Voucher code" }),
      "No Discount applicable on this voucher",
    );
  },
};

export const Applying: Story = {
  args: { defaultCode: "WAYDOM10", pending: "apply" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Apply" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const OwnWords: Story = {
  args: {
    applied: { code: "PARTNER5", discount: fromRupees(250) },
    messages: {
      heading: "Promo code",
      remove: "Remove promo code",
      applied: ({ code, discount }) => `${code}: you save ${discount}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Promo code" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("PARTNER5: you save ₹250.00");
    await expect(canvas.getByRole("button", { name: "Remove promo code" })).toBeVisible();
  },
};

export const Narrow: Story = {
  args: { defaultCode: "WAYDOM10", errors: [VOUCHER_MESSAGES.invalid] },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Apply" })).toBeVisible();
  },
};
