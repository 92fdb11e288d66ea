import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SelectionSummary } from "./SelectionSummary";

const meta = {
  title: "Results/SelectionSummary",
  component: SelectionSummary,
  args: {
    legs: [
      {
        leg: "ONWARD",
        title: "Onward flights, DEL to BOM",
        chosen: { flight: "IndiGo 6E 2131", fare: "Saver", amount: 465_000 },
      },
      { leg: "RETURN", title: "Return flights, BOM to DEL" },
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectionSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A round trip with the onward fare chosen: the return leg still asks for one. */
export const Partial: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Your selection" });
    const [onward, back] = within(region).getAllByRole("listitem");
    await expect(onward).toHaveTextContent(
      "Onward flights, DEL to BOM: IndiGo 6E 2131, Saver, ₹4,650.00",
    );
    await expect(back).toHaveTextContent("Return flights, BOM to DEL: choose a fare below");
  },
};

/** A multicity journey with every leg chosen, one of them on two airlines. */
export const Multicity: Story = {
  args: {
    legs: [
      {
        leg: "L1-1x2k9q3",
        title: "Flight 1, DEL to BOM",
        chosen: { flight: "IndiGo 6E 2131", fare: "Flexi Plus", amount: 589_900 },
      },
      {
        leg: "L2-0m7c4ad",
        title: "Flight 2, BOM to BLR",
        chosen: {
          flight: "Air India AI 503, Vistara UK 851",
          fare: "SME",
          amount: 798_000,
        },
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")[1]).toHaveTextContent(
      "Flight 2, BOM to BLR: Air India AI 503, Vistara UK 851, SME, ₹7,980.00",
    );
  },
};

export const CustomMessages: Story = {
  args: { messages: { heading: "Chosen so far", notChosen: "not chosen yet" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Chosen so far" })).toHaveTextContent(
      "not chosen yet",
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Your selection" })).toBeVisible();
  },
};
