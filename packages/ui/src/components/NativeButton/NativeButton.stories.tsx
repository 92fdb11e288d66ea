import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { nextSubmission } from "../../lib/story-helpers";
import { NativeButton, type NativeButtonProps } from "./NativeButton";

const meta = {
  title: "Components/NativeButton",
  component: NativeButton,
  args: { children: "Login", variant: "primary", size: "md", onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "ghost", "danger"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof NativeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Login" });
    await expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every variant and size, as Button draws them at rest. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {(["primary", "secondary", "ghost", "danger"] as const).map((variant) => (
        <NativeButton key={variant} {...args} variant={variant}>
          {variant}
        </NativeButton>
      ))}
      <NativeButton {...args} size="sm">
        Small
      </NativeButton>
      <NativeButton {...args} size="lg">
        Large
      </NativeButton>
    </div>
  ),
};

/** Tab to it: the one focus ring, from `:focus-visible`; Enter submits its form. */
export const SubmitsWithKeyboard: Story = {
  args: { type: "submit", name: "intent", value: "login" },
  render: (args) => (
    <form aria-label="Login">
      <NativeButton {...args} />
    </form>
  ),
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Login" })).toHaveFocus();
    const posted = nextSubmission(form);
    await userEvent.keyboard("{Enter}");
    await expect(await posted).toEqual({ intent: "login" });
  },
};

/** Working: a spinner over the label, which stays its name; presses and submits ignored. */
export const Pending: Story = {
  args: { isPending: true, type: "submit" },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Login" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute("type", "button");
  },
};

function LoginThenDone(args: NativeButtonProps) {
  const [stage, setStage] = useState<"ready" | "working" | "done">("ready");
  if (stage === "done") return <p>Signed in</p>;
  return (
    <NativeButton
      {...args}
      isPending={stage === "working"}
      onClick={() => {
        setStage("working");
        setTimeout(() => setStage("done"), 300);
      }}
    />
  );
}

/** The focused button's label is announced as text while it works, as Button's is. */
export const PendingThenGone: Story = {
  render: (args) => <LoginThenDone {...args} />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(document.body).toHaveTextContent("Login, please wait"));
    await waitFor(() => expect(canvas.getByText("Signed in")).toBeVisible());
  },
};

export const Narrow: Story = {
  args: { fullWidth: true },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
