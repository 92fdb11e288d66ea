import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button";
import { TextField } from "./TextField";

const meta = {
  title: "Components/TextField",
  component: TextField,
  args: {
    label: "Email address",
    name: "email",
    id: "email",
    type: "email",
    autoComplete: "email",
    inputMode: "email",
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email address" });
    await expect(input).toHaveAttribute("id", "email");
    await expect(input).toHaveAttribute("name", "email");
    await expect(input).not.toHaveAttribute("aria-invalid");
    await userEvent.type(input, "asha.rao@example.com");
    await expect(input).toHaveValue("asha.rao@example.com");
  },
};

export const WithDescription: Story = {
  args: { description: "We send the e-ticket to this address." },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email address" });
    await expect(input).toHaveAccessibleDescription("We send the e-ticket to this address.");
  },
};

/** Server errors, verbatim, next to the field and in its description; `aria-invalid="true"`. */
export const Invalid: Story = {
  args: {
    defaultValue: "asha.rao@",
    description: "We send the e-ticket to this address.",
    errors: ["Enter a valid email address"],
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email address" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(
      "We send the e-ticket to this address. Enter a valid email address",
    );
    // The message is a visible element referenced by aria-describedby.
    const describedBy = input.getAttribute("aria-describedby")?.split(" ") ?? [];
    const describers = describedBy.map((id) => document.getElementById(id)?.textContent);
    await expect(describers).toContain("Enter a valid email address");
    await expect(canvas.getByText("Enter a valid email address")).toBeVisible();
  },
};

export const MultipleErrors: Story = {
  args: {
    label: "Password",
    name: "newPassword",
    id: "newPassword",
    type: "text",
    autoComplete: "off",
    inputMode: undefined,
    errors: ["Password must be at least 8 characters", "Password must contain a number"],
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Password" });
    await expect(input).toHaveAccessibleDescription(
      "Password must be at least 8 characters Password must contain a number",
    );
  },
};

/** Required is announced (`aria-required`) but never blocks the submit: the server decides. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email address" });
    await expect(input).toBeRequired();
    await expect(input).not.toHaveAttribute("required");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "asha.rao@example.com" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Email address" })).toBeDisabled();
  },
};

const submitted = fn();

/**
 * Inside a plain `<form method="post">`: the uncontrolled input posts its `name`, and an
 * empty required field does not stop the submission (validation is the server's).
 */
export const InAPlainForm: Story = {
  args: { isRequired: true },
  render: (args) => (
    <form
      method="post"
      className="flex flex-col items-start gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submitted(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <TextField {...args} className="w-full" />
      <Button type="submit">Continue</Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    submitted.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(submitted).toHaveBeenLastCalledWith({ email: "" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Email address" }), "a@b.in{Enter}");
    await waitFor(() => expect(submitted).toHaveBeenLastCalledWith({ email: "a@b.in" }));
  },
};

export const Mobile: Story = {
  args: {
    description: "We send the e-ticket to this address.",
    errors: ["Enter a valid email address"],
  },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
