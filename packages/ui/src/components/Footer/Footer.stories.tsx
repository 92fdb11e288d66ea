import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Footer } from "./Footer";

const company = {
  title: "Company",
  links: [
    { key: "about", label: "About Us", href: "/about" },
    { key: "contact", label: "Contact Us", href: "/contact" },
    { key: "terms", label: "Terms & Conditions", href: "/terms" },
    { key: "privacy", label: "Privacy Policy", href: "/privacy" },
  ],
};

const meta = {
  title: "Shell/Footer",
  component: Footer,
  args: {
    sections: [
      {
        title: "Partners",
        links: [
          { key: "flights", label: "Flights", href: "/flight" },
          { key: "my-bookings", label: "My Bookings", href: "/my-bookings" },
          { key: "register", label: "Register", href: "/app/register" },
        ],
      },
      company,
    ],
    copyright: "© 2026 Wayfare",
  },
  decorators: [
    (Story) => (
      <div className="-m-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The business variant: sections are headings inside one navigation landmark. */
export const Business: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole("contentinfo");
    const nav = within(footer).getByRole("navigation", { name: "Footer" });
    await expect(within(nav).getByRole("heading", { name: "Partners", level: 2 })).toBeVisible();
    const partners = within(nav).getByRole("region", { name: "Partners" });
    await expect(within(partners).getAllByRole("link")).toHaveLength(3);
    await expect(footer).toHaveTextContent("© 2026 Wayfare");
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Flights" })).toHaveFocus();
  },
};

export const Consumer: Story = {
  args: {
    sections: [
      {
        title: "Travellers",
        links: [
          { key: "flights", label: "Flights", href: "/flight" },
          { key: "find-booking", label: "Find Booking", href: "/find-booking" },
          { key: "my-bookings", label: "My Bookings", href: "/my-bookings" },
        ],
      },
      company,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Travellers" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Find Booking" })).toHaveAttribute(
      "href",
      "/find-booking",
    );
  },
};

/** 375 px: one column, and room at the bottom for the BottomNav. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole("contentinfo");
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
  },
};
