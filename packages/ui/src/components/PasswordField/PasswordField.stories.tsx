import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { PasswordField } from "./PasswordField";

const meta = {
  title: "Components/PasswordField",
  component: PasswordField,
  args: {
    label: "Password",
    name: "password",
    id: "password",
    autoComplete: "current-password",
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

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
    const hide = canvas.getByRole("button", { name: "Hide password" });
    await expect(hide).toHaveFocus();
    await waitFor(() => expect(canvas.getByText("Your password is visible")).toBeInTheDocument());

    await userEvent.keyboard(" ");
    await expect(input).toHaveAttribute("type", "password");
    await expect(canvas.getByRole("button", { name: "Show password" })).toHaveFocus();
    await expect(input).toHaveValue("Tr1pToGoa!");
  },
};

export const Visible: Story = {
  args: { defaultValue: "Tr1pToGoa!" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show password" }));
    await expect(canvas.getByLabelText("Password")).toHaveAttribute("type", "text");
  },
};

export const Invalid: Story = {
  args: {
    description: "At least 8 characters",
    errors: ["Enter your password"],
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Password");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("At least 8 characters Enter your password");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "secret" },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Password")).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Show password" })).toBeDisabled();
  },
};

/** A white-label partner renames the toggle. */
export const CustomStrings: Story = {
  args: {
    label: "PIN",
    showPasswordLabel: "Reveal PIN",
    hidePasswordLabel: "Conceal PIN",
    passwordShownAnnouncement: "Your PIN is visible",
    passwordHiddenAnnouncement: "Your PIN is hidden",
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Reveal PIN" }));
    await expect(canvas.getByRole("button", { name: "Conceal PIN" })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  args: { errors: ["Enter your password"] },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
