import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { TermsCheckbox } from "./TermsCheckbox";

const meta = {
  title: "Booking/TermsCheckbox",
  component: TermsCheckbox,
  args: { termsHref: "/terms/", id: "termsAccepted" },
  decorators: [
    (Story) => (
      <form className="max-w-xl" aria-label="Review" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof TermsCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = "I accept the terms and conditions (opens in a new tab)";

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole("checkbox", { name });
    await expect(box).toBeRequired();
    await expect(box).not.toBeChecked();
    const link = canvas.getByRole("link", { name: "terms and conditions (opens in a new tab)" });
    await expect(link).toHaveAttribute("href", "/terms/");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(formEntries(canvasElement.querySelector("form") as HTMLFormElement)).toEqual({});
  },
};

/** Tab to the box, Space ticks it, it posts; Tab again reaches the link. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole("checkbox", { name });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).toBeChecked();
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    await expect(formEntries(form)).toEqual({ termsAccepted: "on" });
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: /^terms and conditions/ })).toHaveFocus();
  },
};

/** The server's message, verbatim, tied to the box. */
export const Invalid: Story = {
  args: { errors: ["Please accept the terms and conditions to continue"] },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("checkbox", { name }),
      "Please accept the terms and conditions to continue",
    );
  },
};

export const SameTabCustomText: Story = {
  args: {
    openInNewTab: false,
    name: "acceptFareRules",
    value: "yes",
    defaultChecked: true,
    messages: {
      label: (link) => <>I have read the fare rules and agree to the {link}</>,
      terms: "booking policy",
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole("checkbox", {
      name: "I have read the fare rules and agree to the booking policy",
    });
    await expect(box).toBeChecked();
    await expect(canvas.getByRole("link", { name: "booking policy" })).not.toHaveAttribute(
      "target",
    );
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    await expect(formEntries(form)).toEqual({ acceptFareRules: "yes" });
  },
};

export const Mobile: Story = {
  args: { errors: ["Please accept the terms and conditions to continue"] },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name })).toBeVisible();
  },
};
