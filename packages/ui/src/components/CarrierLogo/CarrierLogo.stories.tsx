import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { CarrierLogo } from "./CarrierLogo";

/** A bundled logo as a data URL: no network in stories or tests. */
const sampleLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1e3a8a"/><path d="M6 20 L26 10 L20 24 Z" fill="#ffffff"/></svg>',
)}`;

const meta = {
  title: "Foundations/CarrierLogo",
  component: CarrierLogo,
  args: { code: "AI", name: "Air India" },
} satisfies Meta<typeof CarrierLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No image supplied: the monogram, named by the airline. */
export const Monogram: Story = {
  play: async ({ canvas }) => {
    const logo = canvas.getByRole("img", { name: "Air India" });
    await expect(logo).toHaveTextContent("AI");
    await expect(logo).toHaveAttribute("data-monogram");
  },
};

export const WithImage: Story = {
  args: { code: "6E", name: "IndiGo", src: sampleLogo, size: "lg" },
  play: async ({ canvas }) => {
    const logo = canvas.getByRole("img", { name: "IndiGo" });
    await expect(logo.querySelector("img")).toHaveAttribute("alt", "");
  },
};

/** An image that fails to load falls back to the monogram. */
export const BrokenImage: Story = {
  args: { code: "UK", name: "Vistara", src: "data:image/png;base64,broken" },
  play: async ({ canvas }) => {
    const logo = canvas.getByRole("img", { name: "Vistara" });
    await waitFor(() => expect(logo).toHaveAttribute("data-monogram"));
    await expect(logo).toHaveTextContent("UK");
  },
};

/** Next to the airline's name: hidden, so the name is read once. */
export const Decorative: Story = {
  render: (args) => (
    <p className="flex items-center gap-2 font-semibold">
      <CarrierLogo {...args} decorative />
      Air India
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("img")).not.toBeInTheDocument();
    await expect(canvas.getByText("Air India")).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <CarrierLogo code="SG" name="SpiceJet" size="sm" />
      <CarrierLogo code="SG" name="SpiceJet" size="md" />
      <CarrierLogo code="SG" name="SpiceJet" size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("img", { name: "SpiceJet" })).toHaveLength(3);
  },
};
