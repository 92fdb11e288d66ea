import type { Meta, StoryObj } from "@storybook/react-vite";
import { LOGIN_MESSAGES } from "@wayfare/domain";
import { expect, userEvent, waitFor } from "storybook/test";
import { expectInvalidWithMessage } from "../../lib/story-helpers";
import { NativePasswordField } from "./NativePasswordField";

const meta = {
  title: "Components/NativePasswordField",
  component: NativePasswordField,
  args: { id: "password", name: "password", label: "Password" },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NativePasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Password");
    await expect(input).toHaveAttribute("type", "password");
    await expect(input).toHaveAttribute("autocomplete", "current-password");
    const toggle = canvas.getByRole("button", { name: "Show password" });
    await expect(toggle).toHaveAttribute("type", "button");
    await expect(toggle).toHaveAttribute("aria-controls", "password");
  },
};

/** Keyboard only: Tab to the toggle, Enter shows the password, Space hides it again. */
export const ToggleWithKeyboard: Story = {
  args: { defaultValue: "Tr1pToGoa!" },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Password");
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Show password" })).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await expect(input).toHaveAttribute("type", "text");
    await expect(canvas.getByRole("button", { name: "Hide password" })).toHaveFocus();
    await waitFor(() => expect(canvas.getByText("Your password is visible")).toBeInTheDocument());

    await userEvent.keyboard(" ");
    await expect(input).toHaveAttribute("type", "password");
    await expect(canvas.getByRole("button", { name: "Show password" })).toHaveFocus();
    await waitFor(() => expect(canvas.getByText("Your password is hidden")).toBeInTheDocument());
    await expect(input).toHaveValue("Tr1pToGoa!");
  },
};

export const Invalid: Story = {
  args: { errors: [LOGIN_MESSAGES.emptyPassword] },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(canvas.getByLabelText("Password"), LOGIN_MESSAGES.emptyPassword);
  },
};

export const Narrow: Story = {
  args: { defaultValue: "Tr1pToGoa!" },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
