import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { nextSubmission } from "../../lib/story-helpers";
import { AppHeader } from "./AppHeader";

const flights = { key: "flights", label: "Flights", href: "/flight" };
const myBookings = { key: "my-bookings", label: "My Bookings", href: "/my-bookings" };
const findBooking = { key: "find-booking", label: "Find Booking", href: "/find-booking" };
const myProfile = { key: "my-profile", label: "My Profile", href: "/my-profile" };
const logout = { key: "logout", label: "Logout", href: "/app/logout" };
const login = { key: "login", label: "Login", href: "/app/login" };
const register = { key: "register", label: "Register", href: "/app/register" };

const meta = {
  title: "Shell/AppHeader",
  component: AppHeader,
  args: {
    variant: "b2b",
    topMenu: [flights, myBookings],
    userMenu: [myProfile, logout],
    logoutAction: "/app/logout",
    currentPath: "/flight",
    user: {
      name: "Asha Rao",
      detail: "Skyline Travels",
      balances: [
        { label: "Deposit", amount: 25_000_000 },
        { label: "Credit line", amount: 10_000_000 },
      ],
    },
  },
  decorators: [
    (Story) => (
      <div className="-m-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An agent on the search page: the balances, and a keyboard path through every link. */
export const AgentSignedIn: Story = {
  play: async ({ canvas, canvasElement }) => {
    const banner = canvas.getByRole("banner");
    const main = within(banner).getByRole("navigation", { name: "Main" });
    await expect(within(main).getByRole("link", { name: "Flights" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(banner).toHaveTextContent("Signed in as Asha Rao (Skyline Travels)");
    const balances = within(banner).getByLabelText("Balances");
    await expect(balances).toHaveTextContent("Deposit₹2,50,000");
    await expect(balances).toHaveTextContent("Credit line₹1,00,000");

    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Wayfare" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "My Bookings" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "My Profile" })).toHaveFocus();
    await userEvent.tab();
    const logoutButton = canvas.getByRole("button", { name: "Logout" });
    await expect(logoutButton).toHaveFocus();

    const form = canvasElement.querySelector("form") as HTMLFormElement;
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/app/logout");
    const posted = nextSubmission(form);
    await userEvent.keyboard("{Enter}");
    await expect(await posted).toEqual({});
  },
};

/** A consumer visitor: no one signed in, Login and Register. */
export const Visitor: Story = {
  args: {
    variant: "b2c",
    topMenu: [flights, findBooking],
    userMenu: [login, register],
    user: null,
    currentPath: "/find-booking",
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Signed in as/)).toBeNull();
    const account = canvas.getByRole("navigation", { name: "Account" });
    await expect(within(account).getByRole("link", { name: "Login" })).toHaveAttribute(
      "href",
      "/app/login",
    );
    await expect(canvas.getByRole("link", { name: "Find Booking" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/** A long company name wraps instead of pushing the links off the screen. */
export const LongNames: Story = {
  args: {
    user: {
      name: "Venkatanarasimharajuvaripeta Subrahmanyam",
      detail: "Sri Lakshmi Venkateswara Tours and Travels Private Limited",
      balances: [
        { label: "Deposit", amount: 12_345_678_90 },
        { label: "Credit line", amount: 0 },
      ],
    },
  },
  play: async ({ canvas }) => {
    const header = canvas.getByRole("banner");
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

/** Relabelled for a white-label partner. */
export const CustomMessages: Story = {
  args: { messages: { brand: "Partner Trips", logout: "Sign out", signedInAs: "Hello," } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Partner Trips" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Sign out" })).toBeVisible();
  },
};

/** B2B at 375 px: the menus wrap under the brand. */
export const MobileAgent: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "Main" })).toBeVisible();
    const header = canvas.getByRole("banner");
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

/** At 375 px the links the bottom menu also has (My Profile here) leave the header's row. */
export const MobileWithBottomNav: Story = {
  args: {
    userMenu: [
      { key: "notifications", label: "Notifications", href: "/notifications" },
      myProfile,
      logout,
    ],
    linkCounts: { notifications: 2 },
    bottomNavKeys: ["my-profile"],
  },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link", { name: "My Profile" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Notifications 2 unread" })).toBeVisible();
  },
};

/** B2C at 375 px: the main links move to the BottomNav; the account links stay. */
export const MobileConsumer: Story = {
  ...Visitor,
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation", { name: "Main" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Login" })).toBeVisible();
  },
};

/** The menubar's unread notifications: a count on the Notifications link, read with its word. */
export const UnreadNotifications: Story = {
  args: {
    userMenu: [{ key: "notifications", label: "Notifications", href: "/notifications" }, logout],
    linkCounts: { notifications: 3 },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Notifications 3 unread" });
    await expect(link).toHaveAttribute("href", "/notifications");
  },
};
