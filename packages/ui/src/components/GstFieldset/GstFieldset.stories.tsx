import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  GST_MESSAGES,
  type GstDetailsInput,
  gstDetailsIssues,
  PASSENGER_MESSAGES,
} from "@wayfare/domain";
import { expect, userEvent } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import type { FieldBinding } from "../PassengerFieldset/field-binding";
import { type GstFieldName, GstFieldset } from "./GstFieldset";

/**
 * What the page's form gives each field (`namedFieldProps`): `gst.x`, the values sent back
 * after a post and, with `checked`, the domain's messages for them.
 */
function bindings(
  values: GstDetailsInput = {},
  checked = false,
): Record<GstFieldName, FieldBinding> {
  const issues = checked ? gstDetailsIssues(values, false) : [];
  const binding = (name: GstFieldName): FieldBinding => ({
    id: `gst-${name}`,
    name: `gst.${name}`,
    defaultValue: values[name],
    errors: issues.filter((issue) => issue.field === name).map((issue) => issue.message),
  });
  return {
    gstNumber: binding("gstNumber"),
    registeredName: binding("registeredName"),
    billingCompanyName: binding("billingCompanyName"),
    registeredEmail: binding("registeredEmail"),
    mobile: binding("mobile"),
    address: binding("address"),
    city: binding("city"),
    postalCode: binding("postalCode"),
    country: binding("country"),
    accountCode: binding("accountCode"),
  };
}

const FILLED: GstDetailsInput = {
  gstNumber: "27AAPFU0939F1ZV",
  registeredName: "Acme Industries Pvt Ltd",
  billingCompanyName: "Acme Industries",
  registeredEmail: "accounts@acme.example",
  mobile: "9876543210",
  address: "12 MG Road",
  city: "Pune",
  postalCode: "411001",
};

const meta = {
  title: "Booking/GstFieldset",
  component: GstFieldset,
  args: { fields: bindings() },
  decorators: [
    (Story) => (
      <form method="post" aria-label="Passenger details" className="max-w-3xl">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof GstFieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;
const gstGroup = "For a GST invoice in your company's name.";

/**
 * Empty: folded away. The summary is one tab stop; activating it opens the fields, and Tab
 * goes on to the GST number. (Enter and Space are the browser's own `<summary>` behaviour;
 * a script cannot send trusted keys, so the play function focuses it by Tab and then
 * clicks.) A folded section still posts its (empty) fields.
 */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const summary = canvas.getByText("GST details (optional)");
    const gstNumber = canvas.getByRole("textbox", { name: "GST number" });
    await expect(gstNumber).not.toBeVisible();
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    const group = await canvas.findByRole("group", { name: gstGroup });
    await expect(group).toBeVisible();
    await userEvent.tab();
    await expect(gstNumber).toHaveFocus();
    await expect(gstNumber).toHaveAttribute("maxlength", "15");
    await userEvent.keyboard("27AAPFU0939F1ZV");
    await expect(formEntries(formOf(canvasElement))).toMatchObject({
      "gst.gstNumber": "27AAPFU0939F1ZV",
      "gst.registeredName": "",
      "gst.postalCode": "",
    });
  },
};

/** Filled in (after a post, or from the company's profile): open, the values shown again. */
export const Filled: Story = {
  args: { fields: bindings(FILLED) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: gstGroup })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Registered name" })).toHaveValue(
      "Acme Industries Pvt Ltd",
    );
    await expect(canvas.getByRole("textbox", { name: "Postal code" })).toHaveAttribute(
      "inputmode",
      "numeric",
    );
  },
};

/**
 * A GST number alone, after a post: the domain requires the rest, so the section is open
 * with its messages, verbatim, next to each field.
 */
export const WithErrors: Story = {
  args: { fields: bindings({ gstNumber: "27AAPFU0939F1ZV" }, true) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: gstGroup })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "GST number" })).toHaveValue(
      "27AAPFU0939F1ZV",
    );
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "Registered name" }),
      GST_MESSAGES.registeredNameRequired,
    );
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "Mobile" }),
      PASSENGER_MESSAGES.gstMobileRequired,
    );
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "City" }),
      PASSENGER_MESSAGES.gstCityRequired,
    );
  },
};

/** A GST number of the wrong length opens the section on its own message. */
export const ShortNumber: Story = {
  args: { fields: bindings({ gstNumber: "27AAPFU0939", registeredName: "Acme" }, true) },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "GST number" }),
      PASSENGER_MESSAGES.gstLength,
    );
  },
};

/** A partner's words. */
export const OwnWords: Story = {
  args: {
    fields: bindings(FILLED),
    messages: { gstHeading: "Company invoice (optional)", gstNumber: "GSTIN" },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Company invoice (optional)")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "GSTIN" })).toHaveValue("27AAPFU0939F1ZV");
  },
};

/** On a phone (414 × 896, tall enough for the open section) the fields stack, one per line. */
export const Narrow: Story = {
  args: { fields: bindings(FILLED) },
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Postal code" })).toBeVisible();
  },
};
