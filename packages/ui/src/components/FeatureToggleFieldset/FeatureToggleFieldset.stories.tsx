import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { FeatureToggleFieldset } from "./FeatureToggleFieldset";

const fields = {
  feature: { id: "toggle-feature", name: "feature" },
  target: { id: "toggle-target", name: "target" },
  state: { id: "toggle-state", name: "state" },
};

const meta = {
  title: "Back office/FeatureToggleFieldset",
  component: FeatureToggleFieldset,
  args: { fields },
} satisfies Meta<typeof FeatureToggleFieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the features after a placeholder, a user id or All, and On chosen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Set a toggle" })).toBeVisible();
    const feature = canvas.getByRole("combobox", { name: "Feature" });
    await expect(
      within(feature)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose a feature", "Payment page V2", "Payment page V3"]);
    await userEvent.selectOptions(feature, "paymentV3");
    await expect(feature).toHaveValue("paymentV3");
    const target = canvas.getByRole("textbox", { name: "User id or All" });
    await expect(target).toHaveAccessibleDescription(
      "One user's id turns the feature on or off for that user only; All for everyone else.",
    );
    await userEvent.type(target, "U1042");
    await expect(canvas.getByRole("radio", { name: "On" })).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "Off" }));
    await expect(canvas.getByRole("radio", { name: "Off" })).toBeChecked();
  },
};

/** After a refused post: the values come back, each error next to its field. */
export const WithErrors: Story = {
  args: {
    fields: {
      feature: { ...fields.feature, defaultValue: "paymentV2" },
      target: {
        ...fields.target,
        defaultValue: "everyone",
        errors: ["Enter a user id, such as U123, or All."],
      },
      state: { ...fields.state, defaultValue: "off" },
    },
  },
  play: async ({ canvas }) => {
    const target = canvas.getByRole("textbox", { name: "User id or All" });
    await expect(target).toHaveValue("everyone");
    await expect(target).toHaveAttribute("aria-invalid", "true");
    await expect(target).toHaveAccessibleDescription(
      expect.stringContaining("Enter a user id, such as U123, or All."),
    );
    await expect(canvas.getByRole("radio", { name: "Off" })).toBeChecked();
  },
};

/** On a small phone: the fields stack at full width. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Feature" })).toBeVisible();
  },
};
