import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { BottomNav } from "./BottomNav";

const meta = {
  title: "Shell/BottomNav",
  component: BottomNav,
  args: { currentPath: "/my-bookings" },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  decorators: [
    // A transform makes this box the containing block of the fixed bar, so the story
    // (and its screenshot) shows the bar at the bottom of a phone-sized page.
    (Story) => (
      <div className="relative -m-4 h-48 [transform:translateZ(0)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 375 px: five tabs; the current one is marked for assistive technology too. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Quick links" });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      "Home",
      "Bookings",
      "Offers",
      "Wallet",
      "Account",
    ]);
    await expect(within(nav).getByRole("link", { name: "Bookings" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.tab();
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveFocus();
  },
};

/** A white-label partner's names and addresses. */
export const CustomItems: Story = {
  args: {
    currentPath: "/",
    label: "Shortcuts",
    items: [
      { key: "home", label: "Start", href: "/" },
      { key: "bookings", label: "Trips", href: "/my-bookings" },
      { key: "offers", label: "Deals", href: "/flight#offers" },
      { key: "wallet", label: "Partner Cash", href: "/wallet" },
      { key: "account", label: "Me", href: "/my-profile" },
    ],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Shortcuts" });
    await expect(within(nav).getByRole("link", { name: "Partner Cash" })).toBeVisible();
  },
};

/** From 768 px the bar is hidden: the header carries the links. */
export const Wide: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  // Nothing is drawn, so there is no picture (nor text for the font check) to take.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation", { name: "Quick links" })).toBeNull();
  },
};

/** A retail user's Wallet and Account both go to /wallet: only the first is the current page. */
export const SharedDestination: Story = {
  args: {
    currentPath: "/wallet",
    items: [
      { key: "home", label: "Home", href: "/flight" },
      { key: "bookings", label: "Bookings", href: "/find-booking" },
      { key: "offers", label: "Offers", href: "/flight#deals" },
      { key: "wallet", label: "Wallet", href: "/wallet" },
      { key: "account", label: "Account", href: "/wallet" },
    ],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Quick links" });
    await expect(within(nav).getByRole("link", { name: "Wallet" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(within(nav).getByRole("link", { name: "Account" })).not.toHaveAttribute(
      "aria-current",
    );
    await expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  },
};
