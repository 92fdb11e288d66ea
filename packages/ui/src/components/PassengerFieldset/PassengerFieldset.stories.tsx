import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  PASSENGER_MESSAGES,
  type PassengerFormValues,
  type PassengerSchemaContext,
  passengerIssues,
} from "@wayfare/domain";
import { expect, userEvent, waitFor } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import type { FieldBinding } from "./field-binding";
import { type PassengerFieldName, PassengerFieldset } from "./PassengerFieldset";

const TRAVEL = { firstTravelDate: "2026-12-10", lastTravelDate: "2026-12-17" };
const DOMESTIC_ADULT: PassengerSchemaContext = {
  paxType: "ADULT",
  isDomestic: true,
  airlines: ["6E", "AI"],
  ...TRAVEL,
};
const DOMESTIC_INFANT: PassengerSchemaContext = { ...DOMESTIC_ADULT, paxType: "INFANT" };
/** As the domain's bookingPassengerContexts gives a corporate booking's adult. */
const CORPORATE_ADULT: PassengerSchemaContext = { ...DOMESTIC_ADULT, contactEnabled: true };
/** As the domain's bookingPassengerContexts gives it: PAN is mandatory abroad. */
const INTERNATIONAL_ADULT: PassengerSchemaContext = {
  ...DOMESTIC_ADULT,
  isDomestic: false,
  flags: { panMandatory: true },
};

/**
 * What the page's form gives each field (`namedFieldProps`): `passengers[i].x`, the values
 * sent back after a post and, when `check` is given, the domain's messages for them.
 */
function bindings(
  values: PassengerFormValues = {},
  check?: PassengerSchemaContext,
  index = 0,
  documentErrors: string[] = [],
): Record<PassengerFieldName, FieldBinding> {
  const issues = check ? passengerIssues(values, check) : [];
  const binding = (name: PassengerFieldName): FieldBinding => ({
    id: `passengers-${index}-${name}`,
    name: `passengers[${index}].${name}`,
    defaultValue: name === "document" ? undefined : values[name],
    errors:
      name === "document"
        ? documentErrors
        : issues.filter((issue) => issue.field === name).map((issue) => issue.message),
  });
  return {
    title: binding("title"),
    firstName: binding("firstName"),
    lastName: binding("lastName"),
    dob: binding("dob"),
    pNat: binding("pNat"),
    pNum: binding("pNum"),
    pid: binding("pid"),
    eD: binding("eD"),
    pan: binding("pan"),
    frequentFlyer: binding("frequentFlyer"),
    employeeId: binding("employeeId"),
    email: binding("email"),
    mobile: binding("mobile"),
    documentId: binding("documentId"),
    document: binding("document"),
  };
}

const meta = {
  title: "Booking/PassengerFieldset",
  component: PassengerFieldset,
  args: { context: DOMESTIC_ADULT, ordinal: 1, fields: bindings(), autofillName: true },
  decorators: [
    (Story) => (
      <form method="post" aria-label="Passenger details" className="max-w-3xl">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof PassengerFieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;

/**
 * An adult on a domestic fare: title and names only. Tab to the title and choose, Tab to
 * the first name and type; with one name only, the airline disclaimer appears in a polite
 * live region, and goes once the last name is typed. Everything posts as `passengers[0].x`.
 */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole("group", { name: "Adult 1" });
    await expect(group).toBeVisible();
    const title = canvas.getByRole("combobox", { name: "Title" });
    await userEvent.tab();
    await expect(title).toHaveFocus();
    await expect(title).toHaveValue("");
    await expect(canvas.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Select",
      "Mr",
      "Mrs",
      "Ms",
    ]);
    await userEvent.selectOptions(title, "Mrs");
    await userEvent.tab();
    const firstName = canvas.getByRole("textbox", { name: "First name and middle name" });
    await expect(firstName).toHaveFocus();
    await expect(firstName).toHaveAttribute("autocomplete", "given-name");
    await userEvent.keyboard("Meera");
    const disclaimer = await canvas.findByText(PASSENGER_MESSAGES.missingNameDisclaimer);
    await expect(disclaimer.closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await userEvent.tab();
    const lastName = canvas.getByRole("textbox", { name: "Last name" });
    await expect(lastName).toHaveFocus();
    await expect(lastName).toHaveAttribute("autocomplete", "family-name");
    await userEvent.keyboard("Iyer");
    await waitFor(() =>
      expect(canvas.queryByText(PASSENGER_MESSAGES.missingNameDisclaimer)).toBeNull(),
    );
    await expect(canvas.queryByRole("textbox", { name: "Date of birth" })).toBeNull();
    await expect(canvas.queryByRole("textbox", { name: "Passport number" })).toBeNull();
    const frequentFlyer = canvas.getByRole("textbox", {
      name: "Frequent flyer numbers (optional)",
    });
    await userEvent.tab();
    await expect(frequentFlyer).toHaveFocus();
    await expect(frequentFlyer).toHaveAccessibleDescription(
      "One per airline of this trip (6E, AI): the airline code and your number, e.g. 6E 41827735, AI 7081234",
    );
    await expect(formEntries(formOf(canvasElement))).toEqual({
      "passengers[0].title": "Mrs",
      "passengers[0].firstName": "Meera",
      "passengers[0].lastName": "Iyer",
      "passengers[0].frequentFlyer": "",
    });
  },
};

/** Filled in (after a post, or from a saved traveller): the values are shown again. */
export const Filled: Story = {
  args: {
    fields: bindings({ title: "Mr", firstName: "Karan Dev", lastName: "Iyer" }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Title" })).toHaveValue("Mr");
    await expect(canvas.getByRole("textbox", { name: "First name and middle name" })).toHaveValue(
      "Karan Dev",
    );
    await expect(canvas.getByRole("textbox", { name: "Last name" })).toHaveValue("Iyer");
    await expect(canvas.queryByText(PASSENGER_MESSAGES.missingNameDisclaimer)).toBeNull();
  },
};

/**
 * A second adult: the legend counts within the type, and the browser is not asked to fill
 * in the booker's own name again (`autocomplete="off"`).
 */
export const SecondAdult: Story = {
  args: { ordinal: 2, autofillName: false, fields: bindings({}, undefined, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Adult 2" })).toBeVisible();
    const firstName = canvas.getByRole("textbox", { name: "First name and middle name" });
    await expect(firstName).toHaveAttribute("autocomplete", "off");
    await expect(firstName).toHaveAttribute("name", "passengers[1].firstName");
  },
};

/**
 * After a failed post, the domain's messages, verbatim, next to each field and in its
 * description; a single-name passenger sees the disclaimer from the start.
 */
export const WithErrors: Story = {
  args: {
    fields: bindings({ title: "", firstName: "Asha1", lastName: "" }, DOMESTIC_ADULT),
  },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("combobox", { name: "Title" }),
      PASSENGER_MESSAGES.titleEmpty,
    );
    const firstName = canvas.getByRole("textbox", { name: "First name and middle name" });
    await expect(firstName).toHaveValue("Asha1");
    await expectInvalidWithMessage(firstName, PASSENGER_MESSAGES.nameNumbers);
    await expect(canvas.getByRole("textbox", { name: "Last name" })).not.toHaveAttribute(
      "aria-invalid",
    );
    await expect(canvas.getByText(PASSENGER_MESSAGES.missingNameDisclaimer)).toBeVisible();
  },
};

/** An infant: Master or Ms, and a date of birth (the fare depends on the age). */
export const Infant: Story = {
  args: { context: DOMESTIC_INFANT, fields: bindings({}, undefined, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Infant 1" })).toBeVisible();
    const title = canvas.getByRole("combobox", { name: "Title" });
    await expect(
      [...(title as HTMLSelectElement).options].map((option) => option.textContent),
    ).toEqual(["Select", "Master", "Ms"]);
    const dob = canvas.getByLabelText("Date of birth");
    await expect(dob).toHaveAttribute("type", "date");
    await expect(dob).toHaveAccessibleDescription("As on the passport or ID");
    await expect(canvas.queryByRole("textbox", { name: "Passport number" })).toBeNull();
    await expect(canvas.queryByRole("textbox", { name: /Frequent flyer/ })).toBeNull();
  },
};

/** An infant whose date of birth the domain rejects. */
export const InfantWithErrors: Story = {
  args: {
    context: DOMESTIC_INFANT,
    fields: bindings(
      { title: "Master", firstName: "", lastName: "Iyer", dob: "2026-12-05" },
      DOMESTIC_INFANT,
      2,
    ),
  },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByLabelText("Date of birth"),
      PASSENGER_MESSAGES.infantTooYoung,
    );
    await expect(canvas.getByLabelText("Date of birth")).toHaveAccessibleDescription(
      `As on the passport or ID ${PASSENGER_MESSAGES.infantTooYoung}`,
    );
  },
};

/**
 * An international trip: date of birth, passport (nationality, number, issue and expiry
 * dates) and PAN (for an Indian passport). Tab moves through them in reading order.
 */
export const International: Story = {
  args: { context: INTERNATIONAL_ADULT },
  play: async ({ canvas, canvasElement }) => {
    const nationality = canvas.getByRole("textbox", { name: "Nationality (passport)" });
    await expect(nationality).toHaveAccessibleDescription("2-letter country code, e.g. IN");
    await expect(nationality).toHaveAttribute("maxlength", "2");
    // Title, first name, last name, date of birth, then the passport.
    for (let stop = 0; stop < 5; stop += 1) await userEvent.tab();
    await expect(nationality).toHaveFocus();
    await userEvent.keyboard("IN");
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Passport number" })).toHaveFocus();
    await userEvent.keyboard("Z1234567");
    await userEvent.tab();
    await expect(canvas.getByLabelText("Passport issue date")).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText("Passport expiry date")).toHaveFocus();
    await userEvent.tab();
    const pan = canvas.getByRole("textbox", { name: "PAN" });
    await expect(pan).toHaveFocus();
    await expect(pan).toHaveAccessibleDescription(
      "Needed for an Indian passport, as on the PAN card (e.g. ABCDE1234F)",
    );
    await userEvent.keyboard("ABCDE1234F");
    await expect(formEntries(formOf(canvasElement))).toMatchObject({
      "passengers[0].pNat": "IN",
      "passengers[0].pNum": "Z1234567",
      "passengers[0].pan": "ABCDE1234F",
      "passengers[0].pid": "",
      "passengers[0].eD": "",
      "passengers[0].dob": "",
    });
  },
};

/** International, after a failed post: the passport messages of J§5. */
export const InternationalWithErrors: Story = {
  args: {
    context: INTERNATIONAL_ADULT,
    fields: bindings(
      { title: "Ms", firstName: "Asha", lastName: "Rao", pNum: "Z 123", eD: "2027-01-10" },
      INTERNATIONAL_ADULT,
    ),
  },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByLabelText("Date of birth"),
      PASSENGER_MESSAGES.dobEmpty,
    );
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "Nationality (passport)" }),
      PASSENGER_MESSAGES.passportNationalityEmpty,
    );
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "Passport number" }),
      PASSENGER_MESSAGES.passportNumberPattern,
    );
    await expectInvalidWithMessage(
      canvas.getByLabelText("Passport issue date"),
      PASSENGER_MESSAGES.passportIssueDateEmpty,
    );
    await expectInvalidWithMessage(
      canvas.getByLabelText("Passport expiry date"),
      PASSENGER_MESSAGES.passportExpiryTooSoon,
    );
    // No nationality yet counts as Indian: the PAN is asked.
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "PAN" }),
      PASSENGER_MESSAGES.panEmpty,
    );
  },
};

/** A partner's words: every label and the legend come from `messages`. */
export const OwnWords: Story = {
  args: {
    messages: {
      legend: (_type, ordinal) => `Traveller ${ordinal}`,
      firstName: "Given names",
      lastName: "Surname",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Traveller 1" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Given names" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Surname" })).toBeVisible();
  },
};

/** On a phone (414 × 896, tall enough for the whole fieldset) the fields stack, one per line. */
export const Narrow: Story = {
  args: {
    context: INTERNATIONAL_ADULT,
    fields: bindings({ title: "Mr", firstName: "Suriya" }),
  },
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PASSENGER_MESSAGES.missingNameDisclaimer)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Passport number" })).toBeVisible();
  },
};

/** A corporate booking's employee: their id, and their own email and mobile (J§3). */
export const CorporateEmployee: Story = {
  args: { context: CORPORATE_ADULT, fields: bindings({ employeeId: "ACME-0042" }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("textbox", { name: "Employee ID (optional)" })).toHaveValue(
      "ACME-0042",
    );
    const email = canvas.getByRole("textbox", { name: "Email" });
    await expect(email).toHaveAttribute("type", "email");
    await userEvent.type(email, "meera@acme.test");
    await userEvent.type(canvas.getByRole("textbox", { name: "Mobile" }), "9876543210");
    await expect(formEntries(formOf(canvasElement))).toMatchObject({
      "passengers[0].employeeId": "ACME-0042",
      "passengers[0].email": "meera@acme.test",
      "passengers[0].mobile": "9876543210",
    });
  },
};

/**
 * An employee's document: its id, and a PDF, JPG or PNG of it. A post with the id and no file
 * came back with the spec's message on the file.
 */
export const CorporateEmployeeDocument: Story = {
  args: {
    context: CORPORATE_ADULT,
    fields: bindings({ documentId: "EMP-7781" }, undefined, 0, [
      PASSENGER_MESSAGES.documentNotUploaded,
    ]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Document id (optional)" })).toHaveValue(
      "EMP-7781",
    );
    await expect(canvas.getByText("Please upload the document")).toBeVisible();
    await expect(
      canvas.getByText(
        "A PDF, JPG or PNG of the document, up to 5 MB. With a document id, the file is needed too.",
      ),
    ).toBeVisible();
  },
};

/** A corporate employee after a failed post: the email and mobile are theirs to give. */
export const CorporateEmployeeWithErrors: Story = {
  args: {
    context: CORPORATE_ADULT,
    fields: bindings({ title: "Ms", firstName: "Meera", lastName: "Iyer" }, CORPORATE_ADULT),
  },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "Email" }),
      PASSENGER_MESSAGES.emailEmpty,
    );
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "Mobile" }),
      PASSENGER_MESSAGES.mobileInvalid,
    );
  },
};
