import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Button } from "../Button/Button";
import { type MoreOption, MoreOptionsMenu } from "./MoreOptionsMenu";

const OPTIONS: MoreOption[] = [
  { key: "pdf", label: "Download the e-ticket (PDF)", href: "#pdf", download: true },
  { key: "print", label: "Print the e-ticket", href: "#print" },
  { key: "print-no-price", label: "Print the e-ticket without price", href: "#print-no-price" },
  { key: "invoice", label: "Invoice for customer", href: "#invoice" },
  {
    key: "check-in",
    label: "Web check-in on the IndiGo website",
    href: "https://www.goindigo.in/",
    external: true,
    description: "Opens 48 hours before departure, closes 60 minutes before.",
  },
  {
    key: "send",
    content: (
      <Button type="button" variant="secondary">
        Email ticket to ravi.kumar@example.in
      </Button>
    ),
  },
];

const meta = {
  title: "Booking/MoreOptionsMenu",
  component: MoreOptionsMenu,
  args: { options: OPTIONS },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MoreOptionsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: Tab reaches the summary; opened, Tab reaches the first action; pressed again, it closes. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const pdf = canvas.getByRole("link", { name: "Download the e-ticket (PDF)" });
    await expect(pdf).not.toBeVisible();
    await userEvent.tab();
    const summary = canvas.getByText("More options");
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    await expect(pdf).toBeVisible();
    await expect(pdf).toHaveAttribute("download");
    await userEvent.tab();
    await expect(pdf).toHaveFocus();
    await userEvent.click(summary);
    await expect(pdf).not.toBeVisible();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(6);
    const checkIn = canvas.getByRole("link", { name: "Web check-in on the IndiGo website" });
    await expect(checkIn).toHaveAttribute("rel", "noopener noreferrer");
    await expect(canvas.getByRole("button", { name: /^Email ticket to/ })).toBeVisible();
  },
};

export const OwnWords: Story = {
  args: { title: "Manage booking", defaultOpen: true, options: OPTIONS.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Manage booking")).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
  },
};

export const Narrow: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: "Print the e-ticket without price" }),
    ).toBeVisible();
  },
};
