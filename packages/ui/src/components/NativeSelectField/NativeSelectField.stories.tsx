import type { Meta, StoryObj } from "@storybook/react-vite";
import { GATEWAY_MESSAGES, NETBANKING_BANKS } from "@wayfare/domain";
import { expect, userEvent } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { NativeSelectField } from "./NativeSelectField";

const BANKS = NETBANKING_BANKS.map((bank) => ({ value: bank.code, label: bank.name }));

const meta = {
  title: "Components/NativeSelectField",
  component: NativeSelectField,
  args: {
    id: "bank",
    name: "bank",
    label: "Bank",
    placeholder: "Choose your bank",
    options: BANKS,
  },
  decorators: [
    (Story) => (
      <form method="post" aria-label="Net banking" className="max-w-md">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof NativeSelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;

/** Tab to the select and choose: the option's value posts under `name`. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole("combobox", { name: "Bank" });
    await expect(select).toHaveAttribute("id", "bank");
    await expect(select).not.toHaveAttribute("aria-invalid");
    await expect(formEntries(formOf(canvasElement))).toEqual({ bank: "" });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, "ICICI Bank");
    await expect(formEntries(formOf(canvasElement))).toEqual({ bank: "ICIC" });
  },
};

/** The value chosen before (after a server round trip). */
export const Chosen: Story = {
  args: { defaultValue: "SBIN" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Bank" })).toHaveValue("SBIN");
  },
};

export const WithDescription: Story = {
  args: { description: "You pay on your bank's own page." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Bank" })).toHaveAccessibleDescription(
      "You pay on your bank's own page.",
    );
  },
};

/** Server errors, verbatim, next to the select and in its description; `aria-invalid`. */
export const Invalid: Story = {
  args: { description: "You pay on your bank's own page.", errors: [GATEWAY_MESSAGES.bank] },
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Bank" });
    await expectInvalidWithMessage(select, GATEWAY_MESSAGES.bank);
    await expect(select).toHaveAccessibleDescription(
      `You pay on your bank's own page. ${GATEWAY_MESSAGES.bank}`,
    );
  },
};

export const Narrow: Story = {
  args: { defaultValue: "HDFC" },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Bank" })).toBeVisible();
  },
};
