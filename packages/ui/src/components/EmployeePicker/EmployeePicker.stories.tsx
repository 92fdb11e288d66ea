import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { nextSubmission } from "../../lib/story-helpers";
import { type EmployeeOption, EmployeePicker } from "./EmployeePicker";

const EMPLOYEES: EmployeeOption[] = [
  { id: "U1017", name: "Ananya Singh", detail: "ananya@acme.example · 9810000017" },
  { id: "U1003", name: "Rohan Gupta", detail: "rohan@acme.example · 9810000003" },
  { id: "U1016", name: "Neha Joshi", detail: "neha@acme.example" },
];

const meta = {
  title: "Booking/EmployeePicker",
  component: EmployeePicker,
  args: { employees: EMPLOYEES, slots: ["Adult 1", "Adult 2"] },
  decorators: [
    (Story) => (
      <form method="get" aria-label="Company employees" className="max-w-2xl">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof EmployeePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;

/**
 * Tab to the first adult's select, choose with the keyboard, Tab past the second (left as
 * 'Not from the list'), Enter on the button posts `employee1`, `employee2`: one per adult.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole("region", { name: "Company employees" });
    await expect(region).toHaveAccessibleDescription(
      "Choose the employee travelling as each adult; their name, email and mobile fill in the passenger form.",
    );
    const first = canvas.getByRole("combobox", { name: "Adult 1" });
    await expect(
      canvas.getAllByRole("option", { name: "Ananya Singh · ananya@acme.example · 9810000017" }),
    ).toHaveLength(2);
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.selectOptions(first, "U1003");
    await userEvent.tab();
    await expect(canvas.getByRole("combobox", { name: "Adult 2" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Fill in selected employees" })).toHaveFocus();
    const posted = nextSubmission(formOf(canvasElement));
    await userEvent.keyboard("{Enter}");
    await expect(await posted).toEqual({ employee1: "U1003", employee2: "" });
  },
};

/** After filling: each adult's select shows the employee chosen for it. */
export const Selected: Story = {
  args: { selected: ["U1016", "U1017"] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Adult 1" })).toHaveValue("U1016");
    await expect(canvas.getByRole("combobox", { name: "Adult 2" })).toHaveValue("U1017");
  },
};

/** No employees listed (or no adult to fill): nothing at all. */
export const Empty: Story = {
  args: { employees: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("region")).toBeNull();
  },
};

export const OwnWords: Story = {
  args: {
    messages: { heading: "Our people", submit: "Use these people" },
    slots: ["Adult 1"],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Our people" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Use these people" })).toBeVisible();
  },
};

/** On a phone the selects stack, one per line. */
export const Narrow: Story = {
  args: { selected: ["U1017"] },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Adult 2" })).toBeVisible();
  },
};
