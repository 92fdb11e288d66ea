import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { PersonFieldset } from "./PersonFieldset";

const fields = {
  name: { id: "person-name", name: "name" },
  email: { id: "person-email", name: "email" },
  mobile: { id: "person-mobile", name: "mobile" },
  role: { id: "person-role", name: "role" },
};

const meta = {
  title: "Back office/PersonFieldset",
  component: PersonFieldset,
  args: { fields, roles: ["CORPORATE_EMPLOYEE", "CORPORATE_STAFF"] },
} satisfies Meta<typeof PersonFieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the roles offered are the ones the manager may give, after a placeholder. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Their details" })).toBeVisible();
    const role = canvas.getByRole("combobox", { name: "Role" });
    await expect(
      within(role)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose a role", "CORPORATE_EMPLOYEE", "CORPORATE_STAFF"]);
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Aditi Verma");
    await userEvent.selectOptions(role, "CORPORATE_STAFF");
    await expect(role).toHaveValue("CORPORATE_STAFF");
  },
};

/** After a refused post: the values come back, each error next to its field. */
export const WithErrors: Story = {
  args: {
    fields: {
      name: { ...fields.name, errors: ["Name is required"] },
      email: { ...fields.email, defaultValue: "aditi@", errors: ["Please enter valid Email"] },
      mobile: { ...fields.mobile, defaultValue: "98100" },
      role: { ...fields.role, errors: ["Please choose a role."] },
    },
  },
  play: async ({ canvas }) => {
    const email = canvas.getByRole("textbox", { name: "Email" });
    await expect(email).toHaveValue("aditi@");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please enter valid Email");
    await expect(canvas.getByRole("combobox", { name: "Role" })).toHaveAccessibleDescription(
      "Please choose a role.",
    );
  },
};

/** On a small phone: the fields stack at full width. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Role" })).toBeVisible();
  },
};
