import type { Meta, StoryObj } from "@storybook/react-vite";
import { LOGIN_MESSAGES } from "@wayfare/domain";
import { expect, userEvent } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { NativeTextField } from "./NativeTextField";

const meta = {
  title: "Components/NativeTextField",
  component: NativeTextField,
  args: {
    id: "username",
    name: "username",
    label: "Email or mobile",
    inputMode: "email",
    autoComplete: "username",
  },
  decorators: [
    (Story) => (
      <form method="post" aria-label="Login" className="max-w-md">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof NativeTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;

/** Tab to the input and type: the text posts under `name`. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole("textbox", { name: "Email or mobile" });
    await expect(input).toHaveAttribute("id", "username");
    await expect(input).not.toHaveAttribute("aria-invalid");
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("asha@example.com");
    await expect(formEntries(formOf(canvasElement))).toEqual({ username: "asha@example.com" });
  },
};

export const WithDescription: Story = {
  args: { description: "The email or mobile number you registered with." },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("textbox", { name: "Email or mobile" }),
    ).toHaveAccessibleDescription("The email or mobile number you registered with.");
  },
};

/** Errors, verbatim, next to the input and in its description; `aria-invalid`. */
export const Invalid: Story = {
  args: { errors: [LOGIN_MESSAGES.invalidUsername] },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "Email or mobile" }),
      LOGIN_MESSAGES.invalidUsername,
    );
  },
};

export const Narrow: Story = {
  args: { defaultValue: "98765 43210" },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
