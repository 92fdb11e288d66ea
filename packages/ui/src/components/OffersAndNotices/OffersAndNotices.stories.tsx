import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { OffersAndNotices } from "./OffersAndNotices";

const meta = {
  title: "Search/OffersAndNotices",
  component: OffersAndNotices,
  args: {
    offers: [
      {
        id: "o1",
        title: "Flat ₹500 off domestic flights",
        description: "On one-way and round trips booked by 31 December.",
        couponCode: "WAYDOM10",
        validTill: "2026-12-31",
      },
      {
        id: "o2",
        title: "Free seat on IndiGo",
        description: "A standard seat at no charge on any IndiGo fare.",
        validTill: "2027-01-15",
      },
    ],
    notifications: [
      {
        id: "n1",
        message: "Air India flights from Terminal 3 move to Terminal 2 from 1 December.",
        receivedOn: "2026-11-20T05:30:00.000Z",
      },
    ],
  },
} satisfies Meta<typeof OffersAndNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offers with their codes and last day, and the notices with when they came. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const offers = canvas.getByRole("region", { name: "Offers" });
    await expect(offers).toHaveAttribute("id", "offers");
    const [first] = within(offers).getAllByRole("listitem");
    await expect(first).toHaveTextContent("Code WAYDOM10");
    await expect(first).toHaveTextContent("Valid till 31 Dec 2026");
    const notices = canvas.getByRole("region", { name: "Notices" });
    await expect(within(notices).getByRole("listitem")).toHaveTextContent("20 Nov 2026, 11:00 am");
  },
};

/** Only notices: no empty Offers heading. */
export const NoticesOnly: Story = {
  args: { offers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("region", { name: "Offers" })).toBeNull();
    await expect(canvas.getByRole("region", { name: "Notices" })).toBeVisible();
  },
};

export const CustomMessages: Story = {
  args: { messages: { offers: "Deals", code: "Coupon" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Deals" })).toHaveTextContent(
      "Coupon WAYDOM10",
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Offers" })).toBeVisible();
  },
};

/**
 * The search page under 768 px: the offers are left to the mobile home's DealsAndOffers
 * (`offersClassName="hidden md:block"`), the notices stay.
 */
export const OffersFromWideUp: Story = {
  args: { offersClassName: "hidden md:block" },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("region", { name: "Offers" })).toBeNull();
    await expect(canvas.getByRole("region", { name: "Notices" })).toBeVisible();
  },
};

/** The same from 768 px: offers and notices side by side, as always. */
export const OffersFromWideUpOnDesktop: Story = {
  args: { offersClassName: "hidden md:block" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Offers" })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Notices" })).toBeVisible();
  },
};
