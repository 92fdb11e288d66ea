import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../Button/Button";
import { SelectionSummary } from "./SelectionSummary";

const onContinue = fn();

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
      {
        leg: "RETURN",
        title: "Return flights, BOM to DEL",
        chosen: { flight: "Air India AI 864", fare: "Comfort", amount: 512_550 },
      },
    ],
    children: (
      <Button variant="primary" onPress={onContinue}>
        Continue with these flights
      </Button>
    ),
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

/** A round trip with both fares chosen: each leg, the total and the way on. */
export const RoundTrip: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Your selection" });
    const [onward, back] = within(region).getAllByRole("listitem");
    await expect(onward).toHaveTextContent(
      "Onward flights, DEL to BOM: IndiGo 6E 2131, Saver, ₹4,650.00",
    );
    await expect(back).toHaveTextContent(
      "Return flights, BOM to DEL: Air India AI 864, Comfort, ₹5,125.50",
    );
    await expect(region).toHaveTextContent("Total ₹9,775.50");
  },
};

/** The page moves focus to the heading when the box appears; Tab then reaches the action. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    onContinue.mockClear();
    canvas.getByRole("heading", { name: "Your selection" }).focus();
    await userEvent.tab();
    const action = canvas.getByRole("button", { name: "Continue with these flights" });
    await expect(action).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onContinue).toHaveBeenCalledTimes(1);
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
    await expect(canvas.getByRole("region")).toHaveTextContent("Total ₹13,879.00");
  },
};

export const CustomMessages: Story = {
  args: { messages: { heading: "Chosen fares", total: "Grand total" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Chosen fares" })).toHaveTextContent(
      "Grand total ₹9,775.50",
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Your selection" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Continue with these flights" })).toBeVisible();
  },
};
