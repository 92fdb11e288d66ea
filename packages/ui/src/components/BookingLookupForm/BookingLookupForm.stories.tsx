import type { Meta, StoryObj } from "@storybook/react-vite";
import { BOOKING_LOOKUP_MESSAGES, bookingLookupSchema } from "@wayfare/domain";
import { expect, userEvent } from "storybook/test";
import { expectInvalidWithMessage, nextSubmission } from "../../lib/story-helpers";
import type { FieldBinding } from "../PassengerFieldset/field-binding";
import { type BookingLookupFieldName, BookingLookupForm } from "./BookingLookupForm";

type Values = Partial<Record<BookingLookupFieldName, string>>;

/** What the page's form gives each field: the values posted and, with `checked`, the schema's messages. */
function bindings(
  values: Values = {},
  checked = false,
): Record<BookingLookupFieldName, FieldBinding> {
  const issues = checked ? (bookingLookupSchema.safeParse(values).error?.issues ?? []) : [];
  const binding = (name: BookingLookupFieldName): FieldBinding => ({
    id: `find-booking-${name}`,
    name,
    defaultValue: values[name],
    errors: issues.filter((issue) => issue.path[0] === name).map((issue) => issue.message),
  });
  return { bookingId: binding("bookingId"), emailOrMobile: binding("emailOrMobile") };
}

const meta = {
  title: "Booking/BookingLookupForm",
  component: BookingLookupForm,
  args: { fields: bindings() },
  decorators: [
    (Story) => (
      <form method="post" aria-label="Find your booking" className="max-w-md">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof BookingLookupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;

/** Tab through, type, and press Enter on "Find booking": the form posts both fields. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const bookingId = canvas.getByRole("textbox", { name: "Booking id" });
    await expect(bookingId).toHaveFocus();
    await expect(bookingId).toHaveAccessibleDescription(
      "As on your confirmation: WF and 13 digits.",
    );
    await userEvent.keyboard("WF1234567890123");
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Email or mobile" })).toHaveFocus();
    await userEvent.keyboard("meera.iyer@example.com");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Find booking" })).toHaveFocus();
    const submitted = nextSubmission(formOf(canvasElement));
    await userEvent.keyboard("{Enter}");
    await expect(await submitted).toEqual({
      bookingId: "WF1234567890123",
      emailOrMobile: "meera.iyer@example.com",
    });
  },
};

/** After a post with both fields blank: the spec's messages, verbatim, next to each field. */
export const WithErrors: Story = {
  args: { fields: bindings({ bookingId: "", emailOrMobile: "" }, true) },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "Booking id" }),
      BOOKING_LOOKUP_MESSAGES.bookingIdEmpty,
    );
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "Email or mobile" }),
      BOOKING_LOOKUP_MESSAGES.contactEmpty,
    );
    await expect(canvas.getByText("Please Enter Email/Mobile")).toBeVisible();
  },
};

/** A contact that is neither an email nor a mobile; the values are shown again. */
export const InvalidContact: Story = {
  args: { fields: bindings({ bookingId: "WF1234567890123", emailOrMobile: "meera@" }, true) },
  play: async ({ canvas }) => {
    const contact = canvas.getByRole("textbox", { name: "Email or mobile" });
    await expect(contact).toHaveValue("meera@");
    await expectInvalidWithMessage(contact, BOOKING_LOOKUP_MESSAGES.contactInvalid);
    await expect(canvas.getByRole("textbox", { name: "Booking id" })).not.toHaveAttribute(
      "aria-invalid",
    );
  },
};

/** Searching: the button keeps its name and focus, and is `aria-disabled`. */
export const Pending: Story = {
  args: {
    fields: bindings({ bookingId: "WF1234567890123", emailOrMobile: "9876543210" }),
    isPending: true,
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "Find booking" });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute("aria-disabled", "true");
  },
};

/** A partner's words. */
export const OwnWords: Story = {
  args: { messages: { bookingId: "Trip reference", submit: "Show my trip" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Trip reference" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Show my trip" })).toBeVisible();
  },
};

/** On a small phone (Storybook's "mobile1", 320 px): the fields fill the width, messages wrap. */
export const Mobile: Story = {
  args: { fields: bindings({ bookingId: "", emailOrMobile: "" }, true) },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(BOOKING_LOOKUP_MESSAGES.contactEmpty)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Find booking" })).toBeVisible();
  },
};
