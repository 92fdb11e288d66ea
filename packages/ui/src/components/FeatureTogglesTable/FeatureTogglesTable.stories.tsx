import type { Meta, StoryObj } from "@storybook/react-vite";
import type { FeatureToggleEntry } from "@wayfare/domain";
import { expect, userEvent, within } from "storybook/test";
import { FeatureTogglesTable } from "./FeatureTogglesTable";

const toggles: FeatureToggleEntry[] = [
  {
    feature: "paymentV2",
    target: "All",
    enabled: true,
    changedBy: "U1001",
    changedAt: "2026-11-27T09:42:10.000Z",
  },
  {
    feature: "paymentV2",
    target: "U1042",
    enabled: false,
    changedBy: "U1001",
    changedAt: "2026-11-27T10:05:00.000Z",
  },
  {
    feature: "paymentV3",
    target: "U1077",
    enabled: true,
    changedBy: "U1002",
    changedAt: "2026-11-26T16:30:00.000Z",
  },
];

const meta = {
  title: "Back office/FeatureTogglesTable",
  component: FeatureTogglesTable,
  args: { toggles },
} satisfies Meta<typeof FeatureTogglesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each setting: the feature in words, for whom, On or Off in words, who and when. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Feature toggles" });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(4);
    await expect(within(rows[1] as HTMLElement).getByRole("rowheader")).toHaveTextContent(
      "Payment page V2",
    );
    await expect(rows[1]).toHaveTextContent("All");
    await expect(rows[1]).toHaveTextContent("On");
    await expect(rows[2]).toHaveTextContent("U1042");
    await expect(rows[2]).toHaveTextContent("Off");
    await expect(rows[3]).toHaveTextContent("26 Nov 2026");
  },
};

/** Nothing set yet: every feature is off. */
export const Empty: Story = {
  args: { toggles: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("No feature is toggled yet: every feature is off."),
    ).toBeVisible();
  },
};

/** On a small phone (320 px): the table scrolls sideways inside its region, by keyboard too. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("region", { name: "Feature toggles" })).toHaveFocus();
  },
};
