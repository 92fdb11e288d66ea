import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { AppHeader } from "../AppHeader/AppHeader";
import { BrandMark } from "./BrandMark";

/** The demo partner's logo (apps/portal/public/brands/yatra-bazaar.svg), inlined for the stories. */
const PARTNER_LOGO =
  "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiIgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIj48dGl0bGU+WWF0cmEgQmF6YWFyPC90aXRsZT48cmVjdCB3aWR0aD0iMzIiIGhlaWdodD0iMzIiIHJ4PSI0IiBmaWxsPSIjOWYxMjM5Ii8+PHBhdGggZD0iTTQgMTIgMTYgNWwxMiA3eiIgZmlsbD0iI2ZiZjNlOCIvPjxwYXRoIGQ9Ik02IDEzaDIwdjJINnoiIGZpbGw9IiNmYmYzZTgiLz48cGF0aCBkPSJNNyAxN2gydjlIN3ptMTYgMGgydjloLTJ6IiBmaWxsPSIjZmJmM2U4Ii8+PHBhdGggZD0ibTExIDI0IDExLTYtMS4yLTEuNC0zLjMgMS4yLTQuNi0zLjQtMS40LjggMyAzLjktMyAxLjEtMS42LTEuMi0xIC41IDEuNCAyLjN6IiBmaWxsPSIjZmZmZmZmIi8+PC9zdmc+Cg==";

const meta = {
  title: "Shell/BrandMark",
  component: BrandMark,
  args: { name: "Wayfare" },
} satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The base brand: its name only. */
export const BaseBrand: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Wayfare")).toBeVisible();
    await expect(canvas.queryByRole("img")).toBeNull();
  },
};

/** A white-label partner's logo and name, in its theme. */
export const Partner: Story = {
  args: { name: "Yatra Bazaar", logoUrl: PARTNER_LOGO },
  globals: { theme: "whitelabel" },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText("Yatra Bazaar")).toBeVisible();
    // The name says whose logo it is: the image is decorative, not announced twice.
    const logo = canvasElement.querySelector("img");
    await expect(logo).toHaveAttribute("alt", "");
    await expect(logo?.getBoundingClientRect().width).toBe(32);
  },
};

/** The partner-themed shell: the header's home link is named by the partner's brand. */
export const PartnerHeader: Story = {
  ...Partner,
  render: (args) => (
    <div className="-m-4">
      <AppHeader
        topMenu={[{ key: "flights", label: "Flights", href: "/flight" }]}
        userMenu={[{ key: "login", label: "Login", href: "/app/login" }]}
        user={null}
        currentPath="/flight"
        messages={{ brand: <BrandMark {...args} /> }}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Yatra Bazaar" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Flights" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/** The partner's header at 375 px: logo, name and links fit without scrolling sideways. */
export const PartnerHeaderMobile: Story = {
  ...PartnerHeader,
  globals: { theme: "whitelabel", viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Yatra Bazaar" })).toBeVisible();
    const header = canvas.getByRole("banner");
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};
