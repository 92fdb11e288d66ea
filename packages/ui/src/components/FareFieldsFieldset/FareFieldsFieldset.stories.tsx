import type { Meta, StoryObj } from "@storybook/react-vite";
import { dynamicFieldIssues, journeyDynamicFields } from "@wayfare/domain";
import { expect, userEvent } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { FareFieldsFieldset } from "./FareFieldsFieldset";

const CORPORATE = journeyDynamicFields({ tripInfos: [{ prices: [{ fareType: "CORPORATE" }] }] });

/** The bindings a page's form gives (`dynamic.x`), with the domain's messages when `checked`. */
function bound(values: Record<string, string> = {}, checked = false) {
  const issues = checked ? dynamicFieldIssues(values, CORPORATE) : [];
  return CORPORATE.map((field) => ({
    ...field,
    binding: {
      id: `dynamic-${field.key}`,
      name: `dynamic.${field.key}`,
      defaultValue: values[field.key],
      errors: issues.filter((issue) => issue.field === field.key).map((issue) => issue.message),
    },
  }));
}

const meta = {
  title: "Booking/FareFieldsFieldset",
  component: FareFieldsFieldset,
  args: { fields: bound() },
  decorators: [
    (Story) => (
      <form method="post" aria-label="Passenger details" className="flex max-w-2xl flex-col gap-6">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof FareFieldsFieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A corporate fare's fields in tab order, optional ones marked, posting as `dynamic.x`. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole("group", { name: "Details your fare asks for" });
    await expect(group).toHaveAccessibleDescription(/needs these for its reports/);
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Cost Centre" })).toHaveFocus();
    await userEvent.keyboard("CC 1042");
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Project Code (optional)" })).toHaveFocus();
    await userEvent.tab();
    const email = canvas.getByRole("textbox", { name: "Approver Email (optional)" });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute("type", "email");
    await userEvent.keyboard("boss@acme.test");
    await expect(formEntries(canvasElement.querySelector("form") as HTMLFormElement)).toEqual({
      "dynamic.costCentre": "CC 1042",
      "dynamic.projectCode": "",
      "dynamic.approverEmail": "boss@acme.test",
    });
  },
};

/** After a refused post: each field's message by its basis, verbatim (J§5). */
export const WithErrors: Story = {
  args: { fields: bound({ projectCode: "P-9", approverEmail: "boss@" }, true) },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "Cost Centre" }),
      "Cost Centre should not be empty",
    );
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "Project Code (optional)" }),
      "Project Code should not contains special character",
    );
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "Approver Email (optional)" }),
      "Please enter valid Email",
    );
  },
};

/** A fare that asks for nothing renders nothing. */
export const NoneAsked: Story = {
  args: { fields: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("group")).toBeNull();
  },
};
