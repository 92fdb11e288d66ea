import type { Meta, StoryObj } from "@storybook/react-vite";
import { DESK_LOOKUP_MESSAGES, deskQuerySchema } from "@wayfare/domain";
import { expect, userEvent } from "storybook/test";
import { expectInvalidWithMessage, nextSubmission } from "../../lib/story-helpers";
import type { FieldBinding } from "../PassengerFieldset/field-binding";
import { DeskBookingSearch } from "./DeskBookingSearch";

/** What the page's form gives the field: the text searched and, with `checked`, the schema's message. */
function binding(value?: string, checked = false): FieldBinding {
  const issues = checked ? (deskQuerySchema.safeParse(value).error?.issues ?? []) : [];
  return {
    id: "desk-query",
    name: "query",
    defaultValue: value,
    errors: issues.map((issue) => issue.message),
  };
}

const meta = {
  title: "Booking/DeskBookingSearch",
  component: DeskBookingSearch,
  args: { field: binding() },
  decorators: [
    (Story) => (
      <form method="get" aria-label="Find a booking" className="max-w-2xl">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof DeskBookingSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;

/** Tab in, type a PNR as the caller reads it, press Enter: the form sends `query`. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const query = canvas.getByRole("textbox", { name: "Booking id or PNR" });
    await expect(query).toHaveFocus();
    await expect(query).toHaveAccessibleDescription(
      "As the caller reads it: WF and 13 digits, or the airline's 6-character PNR.",
    );
    await userEvent.keyboard("x7kq2p");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Find booking" })).toHaveFocus();
    const submitted = nextSubmission(formOf(canvasElement));
    await userEvent.keyboard("{Enter}");
    await expect(await submitted).toEqual({ query: "x7kq2p" });
  },
};

/** After a search for a name: the desk's message, verbatim, and the text kept. */
export const WithError: Story = {
  args: { field: binding("Ravi Kumar", true) },
  play: async ({ canvas }) => {
    const query = canvas.getByRole("textbox", { name: "Booking id or PNR" });
    await expect(query).toHaveValue("Ravi Kumar");
    await expectInvalidWithMessage(query, DESK_LOOKUP_MESSAGES.query);
  },
};

/** Searching: the button keeps its name and focus, and is `aria-disabled`. */
export const Pending: Story = {
  args: { field: binding("WF2603010000001"), isPending: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "Find booking" });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute("aria-disabled", "true");
  },
};

/** On a small phone (Storybook's "mobile1", 320 px): the button goes under the field. */
export const Mobile: Story = {
  args: { field: binding("Ravi Kumar", true) },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(DESK_LOOKUP_MESSAGES.query)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Find booking" })).toBeVisible();
  },
};
