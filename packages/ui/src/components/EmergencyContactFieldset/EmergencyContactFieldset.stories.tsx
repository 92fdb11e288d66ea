import type { Meta, StoryObj } from "@storybook/react-vite";
import { contactIssues } from "@wayfare/domain";
import { expect, userEvent } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import type { FieldBinding } from "../PassengerFieldset/field-binding";
import {
  type EmergencyContactFieldName,
  EmergencyContactFieldset,
} from "./EmergencyContactFieldset";

type Values = Partial<Record<EmergencyContactFieldName, string>>;

/** The bindings a page's form gives (`contact.x`), with the domain's messages when `checked`. */
function bindings(values: Values = {}, checked = false) {
  const issues = checked
    ? contactIssues({ countryCode: "+91", mobile: "9876543210", email: "a@b.in", ...values })
    : [];
  const binding = (name: EmergencyContactFieldName): FieldBinding => ({
    id: `contact-${name}`,
    name: `contact.${name}`,
    defaultValue: values[name],
    errors: issues.filter((issue) => issue.field === name).map((issue) => issue.message),
  });
  return {
    emergencyContactName: binding("emergencyContactName"),
    emergencyContactMobile: binding("emergencyContactMobile"),
  };
}

const meta = {
  title: "Booking/EmergencyContactFieldset",
  component: EmergencyContactFieldset,
  args: { fields: bindings() },
  decorators: [
    (Story) => (
      <form method="post" aria-label="Passenger details" className="flex max-w-2xl flex-col gap-6">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof EmergencyContactFieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Optional: a name and a mobile, in tab order, posting as `contact.x`. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole("group", { name: "Emergency contact (optional)" });
    await expect(group).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveFocus();
    await userEvent.keyboard("Meera Iyer");
    await userEvent.tab();
    const mobile = canvas.getByRole("textbox", { name: "Mobile" });
    await expect(mobile).toHaveFocus();
    await expect(mobile).toHaveAttribute("type", "tel");
    await userEvent.keyboard("9812345678");
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    await expect(formEntries(form)).toEqual({
      "contact.emergencyContactName": "Meera Iyer",
      "contact.emergencyContactMobile": "9812345678",
    });
  },
};

/** A mobile that is not one: the domain's message on the field, announced with it. */
export const InvalidMobile: Story = {
  args: {
    fields: bindings({ emergencyContactName: "Meera", emergencyContactMobile: "123" }, true),
  },
  play: async ({ canvas }) => {
    const mobile = canvas.getByRole("textbox", { name: "Mobile" });
    const [message] = contactIssues({
      countryCode: "+91",
      mobile: "9876543210",
      email: "a@b.in",
      emergencyContactMobile: "123",
    }).map((issue) => issue.message);
    await expectInvalidWithMessage(mobile, message ?? "");
  },
};

/** A partner's own words. */
export const OwnWords: Story = {
  args: {
    messages: {
      emergencyHeading: "Someone we can call (optional)",
      emergencyContactName: "Their name",
      emergencyContactMobile: "Their mobile",
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("group", { name: "Someone we can call (optional)" }),
    ).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Their mobile" })).toBeVisible();
  },
};

/** 375 px: the two fields stack. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvas }) => {
    const name = canvas.getByRole("textbox", { name: "Name" }).getBoundingClientRect();
    const mobile = canvas.getByRole("textbox", { name: "Mobile" }).getBoundingClientRect();
    await expect(mobile.top).toBeGreaterThan(name.bottom);
  },
};
