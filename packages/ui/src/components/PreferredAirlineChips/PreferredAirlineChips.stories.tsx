import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { PreferredAirlineChips } from "./PreferredAirlineChips";

const airlines = [
  { code: "AI", name: "Air India" },
  { code: "6E", name: "IndiGo" },
  { code: "UK", name: "Vistara" },
  { code: "SG", name: "SpiceJet" },
];

const meta = {
  title: "Search/PreferredAirlineChips",
  component: PreferredAirlineChips,
  args: { airlines, chosen: [], action: "/flight" },
  globals: { viewport: { value: "mobile1", isRotated: false } },
} satisfies Meta<typeof PreferredAirlineChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Without `onChoose` (as before JavaScript): each chip submits a GET to the search page
 * with its `prefAirCode`, keeping the other parameters of a search being built.
 */
export const WithoutScript: Story = {
  args: {
    keep: [
      ["from", "DEL"],
      ["prefAirCode", "SG"],
    ],
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("region", { name: "Preferred airline" });
    await expect(within(group).getByRole("button", { name: "Any airline" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const indigo = within(group).getByRole("button", { name: "IndiGo (6E)" });
    await expect(indigo).toHaveAttribute("aria-pressed", "false");
    const form = indigo.closest("form");
    if (!form) throw new Error("the chips are in a form");
    await expect(form).toHaveAttribute("method", "get");
    await expect(form).toHaveAttribute("action", "/flight");
    // What the GET would send when IndiGo is pressed: the kept search and the chip's code.
    await expect([...new FormData(form, indigo)]).toEqual([
      ["from", "DEL"],
      ["prefAirCode", "6E"],
    ]);
    // "Any airline" sends no code.
    await expect([
      ...new FormData(form, within(group).getByRole("button", { name: "Any airline" })),
    ]).toEqual([["from", "DEL"]]);
  },
};

/** The airline the search form has: its chip is pressed and shows a tick. */
export const Chosen: Story = {
  args: { chosen: ["6E"] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "IndiGo (6E)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(canvas.getByRole("button", { name: "Any airline" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  },
};

/** With `onChoose` the page fills its form in place; the choice is said politely. */
export const WithScript: Story = {
  args: { onChoose: fn() },
  render: function Render(args) {
    const [chosen, setChosen] = useState<string[]>([]);
    return (
      <PreferredAirlineChips
        {...args}
        chosen={chosen}
        onChoose={(codes) => {
          args.onChoose?.(codes);
          setChosen(codes);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const vistara = canvas.getByRole("button", { name: "Vistara (UK)" });
    await userEvent.click(vistara);
    await expect(args.onChoose).toHaveBeenCalledWith(["UK"]);
    await expect(vistara).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Vistara (UK) is the search's preferred airline",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Any airline" }));
    await expect(args.onChoose).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByRole("status")).toHaveTextContent("The search takes any airline");
    await expect(vistara).toHaveAttribute("aria-pressed", "false");
  },
};

/** Keyboard only: Tab goes chip by chip; Enter and Space choose. */
export const Keyboard: Story = {
  ...WithScript,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Any airline" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Air India (AI)" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onChoose).toHaveBeenLastCalledWith(["AI"]);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "IndiGo (6E)" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onChoose).toHaveBeenLastCalledWith(["6E"]);
    await expect(canvas.getByRole("button", { name: "IndiGo (6E)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

/** No airlines known: nothing. */
export const NoAirlines: Story = {
  args: { airlines: [] },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("region")).toBeNull();
  },
};

/** A score of airlines: one row that scrolls sideways; a chip Tabbed to is scrolled into view. */
export const ManyAirlines: Story = {
  args: {
    airlines: [
      ...airlines,
      { code: "QP", name: "Akasa Air" },
      { code: "IX", name: "Air India Express" },
      { code: "EK", name: "Emirates" },
      { code: "EY", name: "Etihad Airways" },
      { code: "QR", name: "Qatar Airways" },
      { code: "SQ", name: "Singapore Airlines" },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list");
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const first = canvas.getByRole("button", { name: "Any airline" });
    const last = canvas.getByRole("button", { name: "Singapore Airlines (SQ)" });
    await expect(last.getBoundingClientRect().top).toBe(first.getBoundingClientRect().top);
    last.focus();
    await expect(last).toHaveFocus();
    const box = list.getBoundingClientRect();
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
  },
};
