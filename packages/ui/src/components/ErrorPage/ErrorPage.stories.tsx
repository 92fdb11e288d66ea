import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { ErrorPage, NotFound } from "./ErrorPage";

const meta = {
  title: "Shell/ErrorPage",
  component: ErrorPage,
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any failure: the catalogue's 100 message and the home button. */
export const Failure: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Something went wrong",
    );
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Go to the home page" })).toHaveFocus();
  },
};

/** J§2's 404: the spec's sentence, search flights, then home. */
export const PageNotFound: Story = {
  render: () => <NotFound />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Page not found", level: 1 })).toBeVisible();
    await expect(
      canvas.getByText("Sorry, we could not find the resource you are looking for,"),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Search flights" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Go to the home page" })).toHaveFocus();
  },
};

/** With hotels enabled, the 404 links to them too. */
export const NotFoundWithHotels: Story = {
  render: () => (
    <NotFound
      links={[
        { key: "flight", label: "Search flights", href: "/flight" },
        { key: "hotel", label: "Search hotels", href: "/hotel/" },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Search hotels" })).toHaveAttribute(
      "href",
      "/hotel/",
    );
  },
};

export const Mobile: Story = {
  ...PageNotFound,
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
