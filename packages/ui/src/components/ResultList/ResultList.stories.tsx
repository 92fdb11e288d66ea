import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Trip } from "@wayfare/domain";
import { expect, userEvent, within } from "storybook/test";
import { manyTrips } from "../../lib/trip-stories";
import { FlightResultCard } from "../FlightResultCard/FlightResultCard";
import { ResultList } from "./ResultList";

const tenTrips = manyTrips(10);
const thousandTrips = manyTrips(1000);

const renderTrip = (trip: Trip) => <FlightResultCard trip={trip} pricingBasis="total" />;

/** True when the story runs as a Vitest story test (not in the Storybook UI). */
const underTest = (globalThis as { __vitest_browser__?: boolean }).__vitest_browser__ === true;

const meta = {
  title: "Results/ResultList",
  component: ResultList,
  args: { label: "Onward flights", trips: tenTrips, renderTrip },
  decorators: [
    (Story) => (
      <div data-slot="screenshot-clip" className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResultList>;

export default meta;
type Story = StoryObj<typeof meta>;

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

async function frames(count: number) {
  for (let i = 0; i < count; i++) await nextFrame();
}

/** The list's own items (not the badges' lists inside each card). */
function itemsOf(list: HTMLElement): HTMLElement[] {
  return within(list)
    .getAllByRole("listitem")
    .filter((item) => item.parentElement === list);
}

/** Fast count of the list's items in the DOM, for loops where a role query would be slow. */
function domItemCount(list: HTMLElement): number {
  return list.querySelectorAll(":scope > li").length;
}

/** Rendered items lie one below the other: measured heights, no overlap. */
async function expectStacked(list: HTMLElement) {
  const boxes = [...list.querySelectorAll<HTMLElement>(":scope > li")].map((item) => ({
    position: Number(item.getAttribute("aria-posinset")),
    rect: item.getBoundingClientRect(),
  }));
  for (const [index, box] of boxes.entries()) {
    const next = boxes[index + 1];
    if (next && next.position === box.position + 1) {
      await expect(next.rect.top).toBeGreaterThanOrEqual(box.rect.bottom);
    }
  }
}

/**
 * A deterministic screenshot: focus released, the window back at the top, and under test the
 * frame cut to one viewport height (the whole list is tens of thousands of pixels tall and
 * only its visible part is rendered). In the Storybook UI the list stays scrollable.
 */
async function restAtTop(canvasElement: HTMLElement) {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  window.scrollTo(0, 0);
  await frames(2);
  const clip = canvasElement.querySelector<HTMLElement>('[data-slot="screenshot-clip"]');
  if (underTest && clip) {
    clip.style.height = `${window.innerHeight}px`;
    clip.style.overflow = "hidden";
    await frames(2);
  }
}

/** Short lists are not virtualised: every item is in the DOM, without set size or position. */
export const Few: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Onward flights" });
    const items = itemsOf(list);
    await expect(items).toHaveLength(10);
    await expect(items[0]).not.toHaveAttribute("aria-setsize");
    await expect(within(list).getAllByRole("article")).toHaveLength(10);
  },
};

/**
 * 1,000 itineraries: only the window's items (plus overscan) are in the DOM, each with its
 * true position in the whole list. Tabbing through the cards moves the rendered window
 * along with focus; at the bottom of the page the last itinerary is rendered.
 */
export const Thousand: Story = {
  args: { trips: thousandTrips },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole("list", { name: "Onward flights" });
    const items = itemsOf(list);
    await expect(items.length).toBeLessThan(60);
    await expect(items[0]).toHaveAttribute("aria-posinset", "1");
    await expect(items[0]).toHaveAttribute("aria-setsize", "1000");
    await expectStacked(list);

    // Keyboard: each Tab reaches the next card's "Fares and details"; the item holding focus is
    // always rendered, and the window follows it down the page.
    for (let position = 1; position <= 20; position++) {
      await userEvent.tab();
      await frames(2);
      const focused = document.activeElement as HTMLElement;
      await expect(focused).toHaveTextContent("Fares and details");
      const item = focused.closest("li[aria-posinset]");
      await expect(item).toHaveAttribute("aria-posinset", String(position));
      await expect(list).toContainElement(item as HTMLElement);
    }
    await expect(window.scrollY).toBeGreaterThan(0);
    await expect(itemsOf(list)[0]).not.toHaveAttribute("aria-posinset", "1");
    await userEvent.tab({ shift: true });
    await frames(2);
    await expect(document.activeElement?.closest("li")).toHaveAttribute("aria-posinset", "19");

    // Scrolled away (wheel, scrollbar), the item holding focus stays rendered and focused.
    const focused = document.activeElement as HTMLElement;
    window.scrollTo(0, document.body.scrollHeight);
    await frames(2);
    const last = itemsOf(list).find((item) => item.getAttribute("aria-posinset") === "1000");
    await expect(last).toBeDefined();
    await expect(within(last as HTMLElement).getByRole("article")).toBeVisible();
    await expect(focused).toHaveFocus();
    await expect(itemsOf(list).length).toBeLessThan(60);
    await expectStacked(list);
    // Once focus leaves the list, the far-away item goes too.
    focused.blur();
    await frames(2);
    await expect(list.querySelector('li[aria-posinset="11"]')).toBeNull();

    await restAtTop(canvasElement);
  },
};

/**
 * Measures, without thresholds (machines differ): mount to the first card on screen, and a
 * scroll through the whole list one viewport height per frame. The figures go to the console.
 * `estimateSize` is set as a page would set it: the card's height in this 768 px column.
 */
export const ThousandMeasured: Story = {
  // Measured in the B2B run only: the themed runs would only repeat the figure.
  tags: ["measure"],
  args: { trips: thousandTrips, estimateSize: 247 },
  loaders: [() => ({ mountedAt: performance.now() })],
  play: async ({ canvas, canvasElement, loaded }) => {
    const mountedAt = loaded.mountedAt as number;
    const firstCardOnScreen = () => {
      const card = canvasElement.querySelector('[data-slot="flight-result-card"]');
      const rect = card?.getBoundingClientRect();
      return rect !== undefined && rect.height > 0 && rect.top < window.innerHeight;
    };
    while (!firstCardOnScreen()) await nextFrame();
    await nextFrame(); // the frame with the card has been painted
    const firstPaint = performance.now() - mountedAt;

    const list = canvas.getByRole("list", { name: "Onward flights" });
    let maxItems = domItemCount(list);
    const scrollStart = performance.now();
    for (let step = 1; step < 10_000; step++) {
      window.scrollTo(0, step * window.innerHeight);
      await nextFrame();
      maxItems = Math.max(maxItems, domItemCount(list));
      const bottom = document.documentElement.scrollHeight - window.innerHeight;
      if (window.scrollY >= bottom - 1) break;
    }
    const fullScroll = performance.now() - scrollStart;
    console.log(
      `ResultList 1000: first paint ${Math.round(firstPaint)} ms, full scroll ${Math.round(fullScroll)} ms, max DOM items ${maxItems}`,
    );

    await expect(maxItems).toBeLessThan(80);
    await expect(list.querySelector('li[aria-posinset="1000"]')).not.toBeNull();
    await restAtTop(canvasElement);
  },
};

/** Narrow screens: taller cards, measured one by one; the window still starts at item 1. */
export const Narrow: Story = {
  args: { trips: thousandTrips },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole("list", { name: "Onward flights" });
    const items = itemsOf(list);
    await expect(items.length).toBeLessThan(60);
    await expect(items[0]).toHaveAttribute("aria-posinset", "1");
    await expectStacked(list);
    window.scrollTo(0, document.body.scrollHeight / 2);
    await frames(2);
    await expect(itemsOf(list)[0]).not.toHaveAttribute("aria-posinset", "1");
    await expectStacked(list);
    await restAtTop(canvasElement);
  },
};
