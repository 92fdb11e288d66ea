import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, within } from "storybook/test";
import { DealsAndOffers } from "./DealsAndOffers";

const offers = [
  {
    id: "o1",
    title: "10% off domestic flights",
    description: "Up to ₹1,000 off one-way and return domestic fares.",
    couponCode: "WAYDOM10",
    validTill: "2027-03-31",
  },
  {
    id: "o2",
    title: "International fares from ₹9,999",
    description: "Gulf and South-East Asia from Indian hubs.",
    validTill: "2027-03-31",
  },
  {
    id: "o3",
    title: "Flat ₹300 off on weekends",
    description: "Saturday and Sunday departures.",
    couponCode: "WKND300",
    validTill: "2027-01-15",
  },
];

/** The clipboard as the browser would have it after a permitted write, or a refused one. */
function stubClipboard(outcome: "copies" | "refuses") {
  const spy = spyOn(navigator.clipboard, "writeText");
  if (outcome === "copies") spy.mockResolvedValue(undefined);
  else spy.mockRejectedValue(new DOMException("Write permission denied.", "NotAllowedError"));
  return () => spy.mockRestore();
}

const meta = {
  title: "Search/DealsAndOffers",
  component: DealsAndOffers,
  args: { offers },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  beforeEach: () => stubClipboard("copies"),
} satisfies Meta<typeof DealsAndOffers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 375 px: each deal with its code as text and a "Copy code" button; "Copied" is said politely. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const deals = canvas.getByRole("region", { name: "Deals and offers" });
    await expect(deals).toHaveAttribute("id", "deals");
    const [first, second] = within(deals).getAllByRole("listitem");
    if (!first || !second) throw new Error("two deals expected");
    await expect(within(first).getByRole("heading", { level: 3 })).toHaveTextContent(
      "10% off domestic flights",
    );
    await expect(first).toHaveTextContent("Code WAYDOM10");
    await expect(first).toHaveTextContent("Valid till 31 Mar 2027");
    // An offer without a code has no button.
    await expect(within(second).queryByRole("button")).toBeNull();

    await userEvent.click(within(first).getByRole("button", { name: "Copy code WAYDOM10" }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith("WAYDOM10");
    await expect(within(first).getByRole("status")).toHaveTextContent("Copied");
  },
};

/** Keyboard only: Tab reaches each Copy button in turn, Enter and Space copy. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const first = canvas.getByRole("button", { name: "Copy code WAYDOM10" });
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith("WAYDOM10");
    await userEvent.tab();
    const second = canvas.getByRole("button", { name: "Copy code WKND300" });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith("WKND300");
    await expect(canvas.getAllByText("Copied")).toHaveLength(2);
  },
};

/** The browser refuses the write: the visitor is told to select the code instead. */
export const CopyRefused: Story = {
  beforeEach: () => stubClipboard("refuses"),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Copy code WAYDOM10" }));
    await expect(canvas.getByText("Couldn't copy: select the code and copy it")).toBeVisible();
  },
};

/** A white-label partner's words. */
export const CustomMessages: Story = {
  args: {
    id: "partner-deals",
    messages: { heading: "Partner deals", code: "Coupon", copy: "Copy", copied: "Done" },
  },
  play: async ({ canvas }) => {
    const deals = canvas.getByRole("region", { name: "Partner deals" });
    await expect(deals).toHaveAttribute("id", "partner-deals");
    await userEvent.click(within(deals).getByRole("button", { name: "Copy WAYDOM10" }));
    await expect(within(deals).getByText("Done")).toBeVisible();
  },
};

/** From 768 px the deals sit two to a row. */
export const Wide: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("listitem");
    if (!first || !second) throw new Error("two deals expected");
    await expect(first.getBoundingClientRect().top).toBe(second.getBoundingClientRect().top);
  },
};

/** No offers: nothing at all, not an empty heading. */
export const NoOffers: Story = {
  args: { offers: [] },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("region")).toBeNull();
  },
};
