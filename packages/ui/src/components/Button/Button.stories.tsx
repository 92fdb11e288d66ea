import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button, type ButtonProps } from "./Button";

const meta = {
  title: "Components/Button",
  component: Button,
  args: {
    children: "Continue",
    variant: "primary",
    size: "md",
    onPress: fn(),
  },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "ghost", "danger"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Continue" });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: "secondary", children: "Modify search" } };

export const Ghost: Story = { args: { variant: "ghost", children: "Skip seat selection" } };

export const Danger: Story = { args: { variant: "danger", children: "Cancel booking" } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

/** Every variant, at rest and disabled. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="grid w-fit grid-cols-2 gap-3">
      {(["primary", "secondary", "ghost", "danger"] as const).map((variant) => (
        <div key={variant} className="contents">
          <Button {...args} variant={variant}>
            {variant}
          </Button>
          <Button {...args} variant={variant} isDisabled>
            {variant} (disabled)
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Continue" });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** While a request is in flight: spinner, same accessible name, focus kept, presses ignored. */
export const Pending: Story = {
  args: { isPending: true, children: "Login", type: "submit" },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Login" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    // Still focusable, so a keyboard user does not lose their place.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    // Pending stops implicit submission: the button is no longer a submit button.
    await expect(button).toHaveAttribute("type", "button");
  },
};

/** A button that works for a moment, then gives way to the next step (as a page moves on). */
function PayThenDone(args: ButtonProps) {
  const [stage, setStage] = useState<"ready" | "paying" | "done">("ready");
  if (stage === "done") return <p>Payment received</p>;
  return (
    <Button
      {...args}
      isPending={stage === "paying"}
      onPress={() => {
        setStage("paying");
        setTimeout(() => setStage("done"), 300);
      }}
    />
  );
}

/**
 * The focused button's label is announced as text while it works, so nothing is left pointing
 * at it once it has gone: no nameless image in the live region (axe runs after the play).
 */
export const PendingThenGone: Story = {
  args: { children: "Pay now" },
  render: (args) => <PayThenDone {...args} />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Pay now" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(button).toHaveAttribute("aria-disabled", "true"));
    await expect(await canvas.findByText("Payment received")).toBeVisible();
    const announcer = document.querySelector("[data-live-announcer]");
    await waitFor(() => expect(announcer).toHaveTextContent("Pay now, please wait"));
    await expect(announcer?.querySelectorAll("[aria-labelledby]")).toHaveLength(0);
  },
};

/** Keyboard focus shows the ring. */
export const FocusVisible: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "Continue" });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute("data-focus-visible", "true");
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

const formSubmitted = fn();

/** A real `<button type="submit">`: submits a plain HTML form (also without JavaScript). */
export const SubmitsAForm: Story = {
  args: { type: "submit", children: "Login" },
  render: (args) => (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        formSubmitted(new FormData(event.currentTarget));
      }}
    >
      <input type="hidden" name="intent" value="login" />
      <Button {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    formSubmitted.mockClear();
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Login" });
    await expect(button).toHaveAttribute("type", "submit");
    await userEvent.click(button);
    await waitFor(() => expect(formSubmitted).toHaveBeenCalledTimes(1));
    const data = formSubmitted.mock.calls[0]?.[0] as FormData;
    await expect(data.get("intent")).toBe("login");
  },
};

/** Narrow screens (< 768 px): primary actions take the full width. */
export const Mobile: Story = {
  args: { fullWidth: true, children: "Search flights" },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
