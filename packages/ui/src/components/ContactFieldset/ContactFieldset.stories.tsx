import type { Meta, StoryObj } from "@storybook/react-vite";
import { contactIssues, PASSENGER_MESSAGES } from "@wayfare/domain";
import { expect, userEvent } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import type { FieldBinding } from "../PassengerFieldset/field-binding";
import { type ContactFieldName, ContactFieldset } from "./ContactFieldset";

type Values = Partial<Record<ContactFieldName, string>>;

/**
 * What the page's form gives each field (`namedFieldProps`): `contact.x`, the values sent
 * back after a post and, with `checked`, the domain's messages for them.
 */
function bindings(values: Values = {}, checked = false): Record<ContactFieldName, FieldBinding> {
  const issues = checked ? contactIssues(values) : [];
  const binding = (name: ContactFieldName): FieldBinding => ({
    id: `contact-${name}`,
    name: `contact.${name}`,
    defaultValue: values[name],
    errors: issues.filter((issue) => issue.field === name).map((issue) => issue.message),
  });
  return {
    countryCode: binding("countryCode"),
    mobile: binding("mobile"),
    email: binding("email"),
    destinationAddress: binding("destinationAddress"),
    emergencyContactName: binding("emergencyContactName"),
    emergencyContactMobile: binding("emergencyContactMobile"),
  };
}

const meta = {
  title: "Booking/ContactFieldset",
  component: ContactFieldset,
  args: { fields: bindings() },
  decorators: [
    (Story) => (
      <form method="post" aria-label="Passenger details" className="flex max-w-3xl flex-col gap-6">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof ContactFieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;

/**
 * Empty: the country code starts at +91. Tab through the contact and the emergency contact
 * in reading order and type; everything posts as `contact.x`.
 */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const contact = canvas.getByRole("group", { name: "Contact details" });
    await expect(contact).toBeVisible();
    await expect(canvas.getByText("Your tickets and updates are sent here.")).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Emergency contact (optional)" })).toBeVisible();
    await userEvent.tab();
    const countryCode = canvas.getByRole("textbox", { name: "Country code" });
    await expect(countryCode).toHaveFocus();
    await expect(countryCode).toHaveValue("+91");
    await expect(countryCode).toHaveAttribute("autocomplete", "tel-country-code");
    await userEvent.tab();
    await expect(canvas.getAllByRole("textbox", { name: "Mobile" })[0]).toHaveFocus();
    await userEvent.keyboard("9876543210");
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveFocus();
    await userEvent.keyboard("meera.iyer@example.com");
    await userEvent.tab();
    await expect(
      canvas.getByRole("textbox", { name: "Address at destination (optional)" }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveFocus();
    await userEvent.keyboard("Karan Iyer");
    await userEvent.tab();
    await expect(canvas.getAllByRole("textbox", { name: "Mobile" })[1]).toHaveFocus();
    await userEvent.keyboard("9123456789");
    await expect(formEntries(formOf(canvasElement))).toEqual({
      "contact.countryCode": "+91",
      "contact.mobile": "9876543210",
      "contact.email": "meera.iyer@example.com",
      "contact.destinationAddress": "",
      "contact.emergencyContactName": "Karan Iyer",
      "contact.emergencyContactMobile": "9123456789",
    });
  },
};

/** Filled in (after a post, or from the account): the values are shown again. */
export const Filled: Story = {
  args: {
    fields: bindings({
      countryCode: "+91",
      mobile: "9876543210",
      email: "meera.iyer@example.com",
      destinationAddress: "12 MG Road, Bengaluru",
      emergencyContactName: "Karan Iyer",
      emergencyContactMobile: "9123456789",
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveValue(
      "meera.iyer@example.com",
    );
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("Karan Iyer");
  },
};

/** After a failed post: the domain's messages, verbatim, next to each field. */
export const WithErrors: Story = {
  args: {
    fields: bindings(
      { countryCode: "+91", mobile: "12345", email: "meera@", emergencyContactMobile: "98" },
      true,
    ),
  },
  play: async ({ canvas }) => {
    const [mobile, emergencyMobile] = canvas.getAllByRole("textbox", { name: "Mobile" });
    await expectInvalidWithMessage(mobile as HTMLElement, PASSENGER_MESSAGES.mobileInvalid);
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "Email" }),
      PASSENGER_MESSAGES.emailInvalid,
    );
    await expectInvalidWithMessage(
      emergencyMobile as HTMLElement,
      PASSENGER_MESSAGES.mobileInvalid,
    );
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveValue("meera@");
  },
};

/** A partner's words and a different starting country code. */
export const OwnWords: Story = {
  args: {
    defaultCountryCode: "+971",
    messages: { contactHeading: "Where we send your tickets", email: "Email address" },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Where we send your tickets" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Email address" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Country code" })).toHaveValue("+971");
  },
};

/** On a phone (414 × 896, tall enough for both fieldsets) the fields stack, one per line. */
export const Narrow: Story = {
  args: { fields: bindings({ mobile: "12345" }, true) },
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PASSENGER_MESSAGES.mobileInvalid)).toBeVisible();
  },
};
