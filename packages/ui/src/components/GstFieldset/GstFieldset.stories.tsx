import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  GST_MESSAGES,
  type GstDetailsInput,
  gstDetailsIssues,
  PASSENGER_MESSAGES,
} from "@wayfare/domain";
import { expect, userEvent } from "storybook/test";
import { expectInvalidWithMessage, formEntries, nextSubmission } from "../../lib/story-helpers";
import type { FieldBinding } from "../PassengerFieldset/field-binding";
import { type GstFieldName, GstFieldset, type SavedGstOption } from "./GstFieldset";

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

/** What the signed-in user saved with earlier bookings, newest first. */
const SAVED: SavedGstOption[] = [
  {
    gstNumber: "29ABCDE1234F1Z5",
    registeredName: "Beta Traders LLP",
    billingCompanyName: "Beta Traders",
    mobile: "9812345678",
    address: "4 Residency Road",
    city: "Bengaluru",
    postalCode: "560025",
    country: "IN",
  },
  { ...(FILLED as SavedGstOption), country: "IN", accountCode: "ACME-01" },
];

const savedPicker = {
  options: SAVED,
  name: "savedGst",
  intentName: "intent",
  intentValue: "use-saved-gst",
};
const saveBinding: FieldBinding = { id: "gst-save", name: "saveGst" };

/**
 * A signed-in user with saved details (J§2 history picker): the select names each by its
 * registered name and GST number. Choosing one fills every field at once (those it lacks are
 * emptied) and says so politely; without JavaScript the button posts the choice, unchecked,
 * with `intent=use-saved-gst`, and the page comes back filled.
 */
export const SavedDetails: Story = {
  args: { fields: bindings({ registeredName: "Typed before" }), saved: savedPicker },
  play: async ({ canvas, canvasElement }) => {
    const picker = canvas.getByRole("combobox", { name: "Use saved GST details" });
    await expect(picker).toBeVisible();
    await expect(
      canvas.getByRole("option", { name: "Acme Industries Pvt Ltd · 27AAPFU0939F1ZV" }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(picker, "27AAPFU0939F1ZV");
    await expect(canvas.getByRole("textbox", { name: "GST number" })).toHaveValue(
      "27AAPFU0939F1ZV",
    );
    await expect(canvas.getByRole("textbox", { name: "Registered name" })).toHaveValue(
      "Acme Industries Pvt Ltd",
    );
    await expect(canvas.getByRole("textbox", { name: "City" })).toHaveValue("Pune");
    await expect(canvas.getByRole("textbox", { name: "Account code (optional)" })).toHaveValue(
      "ACME-01",
    );
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Saved GST details filled in. Acme Industries Pvt Ltd · 27AAPFU0939F1ZV",
    );
    // Another choice replaces all of it, an absent field emptied.
    await userEvent.selectOptions(picker, "29ABCDE1234F1Z5");
    await expect(canvas.getByRole("textbox", { name: "City" })).toHaveValue("Bengaluru");
    await expect(canvas.getByRole("textbox", { name: "Registered email (optional)" })).toHaveValue(
      "",
    );
    await expect(canvas.getByRole("textbox", { name: "Account code (optional)" })).toHaveValue("");
    const button = canvas.getByRole("button", { name: "Fill in saved GST details" });
    await expect(button).toHaveAttribute("formnovalidate");
    const posted = nextSubmission(formOf(canvasElement));
    await userEvent.click(button);
    await expect(await posted).toMatchObject({
      savedGst: "29ABCDE1234F1Z5",
      intent: "use-saved-gst",
      "gst.city": "Bengaluru",
    });
  },
};

/**
 * Refused details, then a saved choice: the messages were about what the choice replaced, so
 * they go with it (the form's next check gives its own).
 */
export const SavedDetailsReplaceRefused: Story = {
  args: { fields: bindings({ gstNumber: "27AAPFU0939F1ZV" }, true), saved: savedPicker },
  play: async ({ canvas }) => {
    const city = canvas.getByRole("textbox", { name: "City" });
    await expectInvalidWithMessage(city, PASSENGER_MESSAGES.gstCityRequired);
    await userEvent.selectOptions(
      canvas.getByRole("combobox", { name: "Use saved GST details" }),
      "27AAPFU0939F1ZV",
    );
    await expect(canvas.getByRole("textbox", { name: "City" })).toHaveValue("Pune");
    await expect(canvas.getByRole("textbox", { name: "City" })).not.toHaveAttribute("aria-invalid");
    await expect(canvas.queryByText(PASSENGER_MESSAGES.gstCityRequired)).toBeNull();
  },
};

/** Keyboard only: Tab reaches the select, arrow keys choose, and the fields fill. */
export const SavedDetailsByKeyboard: Story = {
  args: { fields: bindings(FILLED), saved: savedPicker },
  play: async ({ canvas }) => {
    const picker = canvas.getByRole("combobox", { name: "Use saved GST details" });
    await userEvent.tab();
    await userEvent.tab();
    await expect(picker).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Fill in saved GST details" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "GST number" })).toHaveFocus();
  },
};

/**
 * The save option (J§2), for a signed-in user: a checkbox after the fields; ticked, the form
 * posts `saveGst=true` with the details.
 */
export const SaveOption: Story = {
  args: { fields: bindings(FILLED), save: saveBinding },
  play: async ({ canvas, canvasElement }) => {
    const save = canvas.getByRole("checkbox", {
      name: "Save these GST details for future bookings",
    });
    await expect(save).not.toBeChecked();
    await expect(formEntries(formOf(canvasElement))).not.toHaveProperty("saveGst");
    await userEvent.click(save);
    await expect(save).toBeChecked();
    await expect(formEntries(formOf(canvasElement))).toMatchObject({
      saveGst: "true",
      "gst.gstNumber": "27AAPFU0939F1ZV",
    });
  },
};

/** Ticked before a post: ticked again when the page comes back. */
export const SaveOptionTicked: Story = {
  args: { fields: bindings(FILLED), save: { ...saveBinding, defaultValue: "true" } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("checkbox", { name: "Save these GST details for future bookings" }),
    ).toBeChecked();
  },
};

/** On a phone, the picker and its button stack above the fields. */
export const SavedDetailsNarrow: Story = {
  args: { fields: bindings(), saved: savedPicker, save: saveBinding },
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("GST details (optional)"));
    await userEvent.selectOptions(
      canvas.getByRole("combobox", { name: "Use saved GST details" }),
      "29ABCDE1234F1Z5",
    );
    await expect(canvas.getByRole("textbox", { name: "Postal code" })).toHaveValue("560025");
  },
};
