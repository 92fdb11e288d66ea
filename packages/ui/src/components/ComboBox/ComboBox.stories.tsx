import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { ComboBox } from "./ComboBox";

const countries = [
  { id: "IN", label: "India" },
  { id: "AE", label: "United Arab Emirates" },
  { id: "GB", label: "United Kingdom" },
  { id: "US", label: "United States" },
  { id: "SG", label: "Singapore" },
  { id: "LK", label: "Sri Lanka" },
  { id: "NP", label: "Nepal" },
];

const meta = {
  title: "Fields/ComboBox",
  component: ComboBox,
  args: { label: "Nationality", name: "nationality", id: "nationality", options: countries },
  decorators: [
    (Story) => (
      <form
        className="max-w-md"
        aria-label="Passenger"
        onSubmit={(event) => event.preventDefault()}
      >
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: "IN" },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole("combobox", { name: "Nationality" });
    await expect(input).toHaveAttribute("id", "nationality");
    await expect(input).toHaveValue("India");
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    // The id is posted, not the text.
    await expect(formEntries(form)).toEqual({ nationality: "IN" });
  },
};

export const WithDescription: Story = {
  args: { description: "As printed on the passport." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Nationality" })).toHaveAccessibleDescription(
      "As printed on the passport.",
    );
  },
};

export const Invalid: Story = {
  args: { errors: ["Select a nationality"] },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("combobox", { name: "Nationality" }),
      "Select a nationality",
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "IN" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Nationality" })).toBeDisabled();
  },
};

/** Type to filter, ArrowDown into the list, Enter chooses. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole("combobox", { name: "Nationality" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("united");
    const list = await screen.findByRole("listbox");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(3));
    await expect(list).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(input).toHaveValue("United Kingdom");
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    await expect(formEntries(form)).toEqual({ nationality: "GB" });
  },
  parameters: { screenshot: { target: "viewport" } },
};

/** Nothing matches: the list says so (text overridable). */
export const NoMatches: Story = {
  args: { emptyLabel: "No country matches" },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Nationality" }), "zzz");
    await expect(await screen.findByText("No country matches")).toBeVisible();
  },
  parameters: { screenshot: { target: "viewport" } },
};

export const Mobile: Story = {
  args: { description: "As printed on the passport.", errors: ["Select a nationality"] },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
