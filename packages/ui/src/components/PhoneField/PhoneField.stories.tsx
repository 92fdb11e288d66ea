import type { Meta, StoryObj } from "@storybook/react-vite";
import { PASSENGER_MESSAGES } from "@wayfare/domain";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { PhoneField } from "./PhoneField";

const meta = {
  title: "Fields/PhoneField",
  component: PhoneField,
  args: { label: "Mobile number", id: "mobile", onChange: fn() },
  decorators: [
    (Story) => (
      <form className="max-w-md" aria-label="Contact" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

const posted = (canvasElement: HTMLElement) =>
  formEntries(canvasElement.querySelector("form") as HTMLFormElement);

/** India (+91) unless told otherwise; two named fields post. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("group", { name: "Mobile number" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Country code/ })).toHaveTextContent("+91");
    await expect(canvas.getByRole("button", { name: /India/ })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Mobile number" })).toHaveValue("");
    await expect(posted(canvasElement)).toEqual({ countryCode: "91", mobile: "" });
  },
};

/**
 * Tab to the code, Enter opens the list, typing a country's name jumps to it, Enter chooses;
 * Tab on to the number.
 */
export const Keyboard: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole("button", { name: /Country code/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await waitFor(() => expect(screen.getByRole("option", { name: "India (+91)" })).toHaveFocus());
    await userEvent.keyboard("United Kingdom");
    await waitFor(() =>
      expect(screen.getByRole("option", { name: "United Kingdom (+44)" })).toHaveFocus(),
    );
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent("+44");
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Mobile number" })).toHaveFocus();
    await userEvent.keyboard("7400123456");
    await expect(args.onChange).toHaveBeenLastCalledWith({
      callingCode: "44",
      number: "7400123456",
    });
    await expect(posted(canvasElement)).toEqual({ countryCode: "44", mobile: "7400123456" });
  },
};

/** Values sent back after a server round trip: +1 shows the United States. */
export const WithValue: Story = {
  args: { defaultCallingCode: "+1", defaultValue: "4155552671" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("button", { name: /United States/ })).toHaveTextContent("+1");
    await expect(posted(canvasElement)).toEqual({ countryCode: "1", mobile: "4155552671" });
  },
};

export const WithDescription: Story = {
  args: { description: "We send the ticket and flight changes to this number." },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("textbox", { name: "Mobile number" }),
    ).toHaveAccessibleDescription("We send the ticket and flight changes to this number.");
  },
};

/** The spec's message, verbatim, tied to the number input. */
export const Invalid: Story = {
  args: { defaultValue: "98765", errors: [PASSENGER_MESSAGES.mobileInvalid] },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "Mobile number" }),
      "Please enter valid Mobile Number",
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "9876543210" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Country code/ })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: "Mobile number" })).toBeDisabled();
  },
};

/** A short list and a partner's own words. */
export const CustomCodes: Story = {
  args: {
    label: "Phone",
    defaultCallingCode: "971",
    callingCodes: [
      { country: "IN", callingCode: "91", countryName: "India" },
      { country: "AE", callingCode: "971", countryName: "United Arab Emirates" },
    ],
    messages: { callingCode: "Dialling code", option: (name, code) => `+${code} ${name}` },
  },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: /Dialling code/ });
    await expect(trigger).toHaveTextContent("+971");
    await userEvent.click(trigger);
    await expect(await screen.findAllByRole("option")).toHaveLength(2);
    await expect(screen.getByRole("option", { name: "+971 United Arab Emirates" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

/** At 375 px the code keeps its width and the number takes the rest. */
export const Mobile: Story = {
  args: { description: "For the ticket.", errors: [PASSENGER_MESSAGES.mobileInvalid] },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const code = canvas.getByRole("button", { name: /Country code/ }).getBoundingClientRect();
    const number = canvas.getByRole("textbox", { name: "Mobile number" }).getBoundingClientRect();
    await expect(number.top).toBe(code.top);
    await expect(number.width).toBeGreaterThan(code.width);
  },
};
