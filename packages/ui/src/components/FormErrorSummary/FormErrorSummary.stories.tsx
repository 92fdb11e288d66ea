import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button/Button";
import { PasswordField } from "../PasswordField/PasswordField";
import { TextField } from "../TextField/TextField";
import { FormErrorSummary, type FormErrorSummaryItem } from "./FormErrorSummary";

const loginErrors: FormErrorSummaryItem[] = [
  { fieldId: "login-email", message: "Enter your email address" },
  { fieldId: "login-password", message: "Enter your password" },
];

const meta = {
  title: "Components/FormErrorSummary",
  component: FormErrorSummary,
  args: { errors: loginErrors },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a failed login looks like: summary first (focused), then the fields with their errors. */
function LoginForm({ errors }: { errors: readonly FormErrorSummaryItem[] }) {
  const messageFor = (id: string) =>
    errors.filter((error) => error.fieldId === id).map((error) => error.message);
  return (
    <form method="post" noValidate className="flex flex-col gap-6">
      <FormErrorSummary errors={errors} />
      <TextField
        label="Email address"
        id="login-email"
        name="email"
        type="email"
        autoComplete="email"
        errors={messageFor("login-email")}
      />
      <PasswordField
        label="Password"
        id="login-password"
        name="password"
        errors={messageFor("login-password")}
      />
      <Button type="submit" className="self-start">
        Login
      </Button>
    </form>
  );
}

/** Focus lands on the summary; each link moves focus to its field. */
export const Default: Story = {
  render: (args) => <LoginForm errors={args.errors} />,
  play: async ({ canvas }) => {
    const summary = canvas.getByRole("alert", { name: "There is a problem" });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      canvas.getByRole("heading", { level: 2, name: "There is a problem" }),
    ).toBeVisible();

    const passwordLink = canvas.getByRole("link", { name: "Enter your password" });
    await expect(passwordLink).toHaveAttribute("href", "#login-password");
    await userEvent.click(passwordLink);
    await expect(canvas.getByLabelText("Password")).toHaveFocus();

    await userEvent.click(canvas.getByRole("link", { name: "Enter your email address" }));
    await expect(canvas.getByRole("textbox", { name: "Email address" })).toHaveFocus();
  },
};

/** Keyboard: Tab from the focused summary reaches the first link; Enter follows it. */
export const KeyboardNavigation: Story = {
  render: (args) => <LoginForm errors={args.errors} />,
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Enter your email address" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("textbox", { name: "Email address" })).toHaveFocus();
  },
};

/** A message that belongs to no single field is plain text. */
export const FormLevelError: Story = {
  args: {
    errors: [{ message: "Invalid email or password" }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Invalid email or password");
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument();
  },
};

export const CustomTitle: Story = {
  args: {
    title: "Check your passenger details",
    headingLevel: 3,
    errors: [{ fieldId: "passenger-1-dob", message: "Enter a date of birth in the past" }],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 3, name: "Check your passenger details" }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** Every failed submit brings focus back to the summary, even with the same errors. */
export const RefocusAfterEachSubmit: Story = {
  parameters: { screenshot: { disable: true } },
  render: function Resubmit() {
    const [attempt, setAttempt] = useState(0);
    const errors: FormErrorSummaryItem[] =
      attempt === 0 ? [] : [{ fieldId: "resubmit-email", message: "Enter a valid email address" }];
    return (
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setAttempt((count) => count + 1);
        }}
      >
        <FormErrorSummary errors={errors} />
        <TextField
          label="Email address"
          id="resubmit-email"
          name="email"
          errors={errors.map((error) => error.message)}
        />
        <Button type="submit" className="self-start">
          Continue
        </Button>
      </form>
    );
  },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole("button", { name: "Continue" });
    await userEvent.click(submit);
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveFocus());
    // Fix nothing, submit again: same errors, focus returns to the summary.
    await userEvent.click(submit);
    await expect(submit).not.toHaveFocus();
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveFocus());
  },
};

/**
 * Errors that change as the person types (live revalidation) update the summary but never
 * pull focus out of the field.
 */
export const KeepsFocusWhileTyping: Story = {
  parameters: { screenshot: { disable: true } },
  render: function LiveRevalidation() {
    const [value, setValue] = useState("");
    const message = value.includes("@")
      ? "Enter the domain after @"
      : "Enter a valid email address";
    const errors = value.endsWith(".in") ? [] : [{ fieldId: "live-email", message }];
    return (
      <div className="flex flex-col gap-4">
        <FormErrorSummary errors={errors} />
        <TextField
          label="Email address"
          id="live-email"
          value={value}
          onChange={setValue}
          errors={errors.map((error) => error.message)}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    // Mounted with errors: focus starts on the summary.
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveFocus());
    const input = canvas.getByRole("textbox", { name: "Email address" });
    await userEvent.click(input);
    await userEvent.type(input, "asha@");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Enter the domain after @");
    await expect(input).toHaveFocus();
    await userEvent.type(input, "b.in");
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    await userEvent.clear(input);
    // The summary re-appears, but focus stays in the field.
    await expect(canvas.getByRole("alert")).toBeInTheDocument();
    await expect(input).toHaveFocus();
  },
};

export const NoAutoFocus: Story = {
  args: { autoFocus: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).not.toHaveFocus();
  },
};

export const Mobile: Story = {
  render: (args) => <LoginForm errors={args.errors} />,
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
