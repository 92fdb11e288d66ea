import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Trip } from "@wayfare/domain";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { connectingTrip, directTrip, storyPrice, storySegment } from "../../lib/trip-stories";
import { Button } from "../Button/Button";
import { SelectionBar } from "./SelectionBar";

const returnTrip: Trip = {
  id: "return",
  segments: [
    storySegment("r1", "BOM", "DEL", "2026-12-05T19:45", "2026-12-05T21:55", 130, "UK", "944"),
  ],
  prices: [storyPrice("r-saver", 512_000, { fareIdentifier: "Saver" })],
};

const submitted = fn();

const meta = {
  title: "Results/SelectionBar",
  component: SelectionBar,
  args: {
    onward: directTrip,
    returnTrip,
    total: 977_000,
    action: <Button type="submit">Book</Button>,
  },
  decorators: [
    (Story) => (
      <form
        aria-label="Results"
        onSubmit={(event) => {
          event.preventDefault();
          submitted();
        }}
      >
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof SelectionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("region", { name: "Your selection" });
    const [onward, back] = within(bar).getAllByRole("listitem");
    await expect(onward).toHaveTextContent("Onward: IndiGo 6E 2131");
    await expect(onward).toHaveTextContent(/Departs 06:10.*DEL.*Arrives 08:25.*BOM/);
    await expect(back).toHaveTextContent("Return: Vistara UK 944");
    await expect(bar).toHaveTextContent("Total₹9,770.00");
    await expect(within(bar).getByRole("status")).toHaveTextContent("Total ₹9,770.00");
    await expect(getComputedStyle(bar).position).toBe("sticky");
  },
};

/** The Book button is reached by Tab after the flights and submits the surrounding form. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    submitted.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Book" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(submitted).toHaveBeenCalledOnce();
  },
};

export const OneWay: Story = {
  args: { returnTrip: undefined, total: 465_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(1);
    await expect(canvas.getByRole("status")).toHaveTextContent("Total ₹4,650.00");
  },
};

/** Two airlines, two flight numbers and an arrival on the next day. */
export const LongNames: Story = {
  args: { onward: connectingTrip, total: 1_224_500 },
  play: async ({ canvas }) => {
    const [onward] = canvas.getAllByRole("listitem");
    await expect(onward).toHaveTextContent("Onward: Air India + Vistara AI 503, UK 851");
    await expect(onward).toHaveTextContent("next day");
  },
};

/** A link instead of a submit button (e.g. straight to the review page). */
export const BookLink: Story = {
  args: {
    action: (
      <a
        href="#review"
        className="rounded-control bg-primary px-4 py-2 font-semibold text-on-primary"
      >
        Book
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Book" })).toHaveAttribute("href", "#review");
  },
};

function ChangingTotal() {
  const [total, setTotal] = useState(977_000);
  return (
    <>
      <Button variant="secondary" onPress={() => setTotal(1_102_000)}>
        Choose Flexi Plus
      </Button>
      <SelectionBar
        onward={directTrip}
        returnTrip={returnTrip}
        total={total}
        action={<Button type="submit">Book</Button>}
      />
    </>
  );
}

/** Choosing another fare changes the total; the live region says it. */
export const TotalChanges: Story = {
  render: () => <ChangingTotal />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Choose Flexi Plus" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("Total ₹11,020.00");
  },
};

export const CustomMessages: Story = {
  args: {
    messages: {
      title: "Selected flights",
      onward: "Outbound",
      totalAnnouncement: (total) => `You pay ${total}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Selected flights" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")[0]).toHaveTextContent("Outbound: IndiGo");
    await expect(canvas.getByRole("status")).toHaveTextContent("You pay ₹9,770.00");
  },
};

/** Below 640 px the legs stack; the total and the Book button share the last row. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const [onward, back] = canvas.getAllByRole("listitem");
    const top = (el: HTMLElement | undefined) => el?.getBoundingClientRect().top ?? 0;
    await expect(top(back)).toBeGreaterThan(top(onward));
    await expect(canvas.getByRole("button", { name: "Book" })).toBeVisible();
  },
};
