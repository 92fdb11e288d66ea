import type { Meta, StoryObj } from "@storybook/react-vite";
import type { LinkedAccount } from "@wayfare/domain";
import { expect, within } from "storybook/test";
import { LinkedAccounts } from "./LinkedAccounts";

const skyline: LinkedAccount = {
  userId: "U1001",
  name: "Asha Rao (Skyline Travels)",
  email: "agent@wayfare.test",
  role: "AGENT",
  partnerId: "P100",
  status: "ACTIVE",
  current: true,
};
const goa: LinkedAccount = {
  userId: "U1024",
  name: "Asha Rao (Skyline Holidays Goa)",
  email: "agent-goa@wayfare.test",
  role: "AGENT",
  partnerId: "P105",
  status: "ACTIVE",
  current: false,
};
const dormant: LinkedAccount = {
  ...goa,
  userId: "U1025",
  name: "Asha Rao (Skyline Pune, closed)",
  email: "agent-pune@wayfare.test",
  partnerId: "P106",
  status: "INACTIVE",
};

const meta = {
  title: "Back office/LinkedAccounts",
  component: LinkedAccounts,
  args: { accounts: [skyline, goa], switchAction: "/linked-accounts" },
} satisfies Meta<typeof LinkedAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account in use is marked; the other is one switch away, a plain form post. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Linked accounts" });
    const [current, other] = within(list).getAllByRole("listitem");
    await expect(current).toHaveAttribute("aria-current", "true");
    await expect(
      within(current as HTMLElement).getByText("You are working in this account"),
    ).toBeVisible();
    const button = within(other as HTMLElement).getByRole("button", {
      name: "Switch to Asha Rao (Skyline Holidays Goa)",
    });
    await expect(button).toHaveAttribute("type", "submit");
    const form = button.closest("form");
    await expect(form).toHaveAttribute("action", "/linked-accounts");
    await expect(form?.querySelector("input[name=userId]")).toHaveValue("U1024");
  },
};

/** An inactive linked account says so instead of offering a switch. */
export const WithInactiveAccount: Story = {
  args: { accounts: [skyline, goa, dormant] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button")).toHaveLength(1);
    await expect(
      canvas.getByText("This account is inactive: ask its administrator to reactivate it."),
    ).toBeVisible();
  },
};

/** The switch being posted shows pending on its button. */
export const Switching: Story = {
  args: { pendingUserId: "U1024" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("button", { name: "Switch to Asha Rao (Skyline Holidays Goa)" }),
    ).toHaveAttribute("aria-disabled", "true");
  },
};

/** Nothing linked: a sentence, no empty list. */
export const NoneLinked: Story = {
  args: { accounts: [skyline] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No other account is linked to yours.")).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};
