import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { FareDateStrip } from "./FareDateStrip";

const day = (date: string, lowestFare?: number) => ({
  date,
  href: `/flight/list/?from=DEL&to=BOM&dep=${date}&ADT=1&CHD=0&INF=0&pClass=ECONOMY&tripType=0`,
  lowestFare,
});

const meta = {
  title: "Results/FareDateStrip",
  component: FareDateStrip,
  args: {
    current: "2027-04-16",
    days: [
      day("2027-04-13", 412000),
      day("2027-04-14", 398050),
      day("2027-04-15", 351150),
      day("2027-04-16", 455000),
      day("2027-04-17"),
      day("2027-04-18", 520075),
      day("2027-04-19", 489900),
    ],
  },
} satisfies Meta<typeof FareDateStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven days, each a link to the same search that day, named by its date and fare. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const strip = canvas.getByRole("navigation", { name: "Fares on nearby days" });
    await expect(strip).toBeVisible();
    await expect(canvas.getAllByRole("link")).toHaveLength(7);
    await expect(canvas.getByRole("link", { name: "Thu, 15 Apr from ₹3,512" })).toHaveAttribute(
      "href",
      expect.stringContaining("dep=2027-04-15"),
    );
    await expect(canvas.getByRole("link", { name: /Fri, 16 Apr/ })).toHaveAttribute(
      "aria-current",
      "date",
    );
    await expect(canvas.getByRole("link", { name: "Sat, 17 Apr No fare" })).toBeVisible();
  },
};

/** Tab reaches each day in order; the focused one shows the focus ring. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: /Tue, 13 Apr/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: /Wed, 14 Apr/ })).toHaveFocus();
  },
};

/** On a phone the strip scrolls sideways rather than squeezing the days. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const strip = canvas.getByRole("navigation", { name: "Fares on nearby days" });
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth);
  },
};
