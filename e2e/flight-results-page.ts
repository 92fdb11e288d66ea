import type { Page } from "@playwright/test";
import { encodeSearchUrl, type SearchQuery } from "../packages/domain/src/search";
import { daysAhead, logInAsNew } from "./own-data";

export function oneWaySearch(overrides: Partial<SearchQuery> = {}): SearchQuery {
  return {
    tripType: "ONEWAY",
    routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: daysAhead(30) }],
    cabinClass: "ECONOMY",
    paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 },
    preferredAirlines: [],
    fareType: "REGULAR",
    searchModifiers: {},
    ...overrides,
  };
}

/** DEL→BOM one way, 1 adult, economy, 30 days ahead, built with the domain's URL codec. */
export function delBomUrl(overrides: Partial<SearchQuery> = {}): string {
  return encodeSearchUrl(oneWaySearch(overrides));
}

/** Logs in as a new agency of the test's own, with the demo agency's deposit and credit line. */
export async function logInAsAgent(page: Page) {
  const account = await logInAsNew(page, "agent@wayfare.test");
  await page.waitForURL(/\/flight$/);
  return account;
}

/** The cheapest fare of each result card, in page order, in rupees. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .locator("[data-slot=flight-result-card] [data-slot=cheapest-price] [data-slot=price-amount]")
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, "")));
}

/** The list's total from the results summary ("Flights from DEL to DXB: 12 of 12 flights"). */
export async function listTotal(page: Page): Promise<number> {
  const summary = await page
    .getByRole("status")
    .filter({ hasText: /of \d+ flights/ })
    .textContent();
  return Number(/of (\d+) flights/.exec(summary ?? "")?.[1]);
}

/** Result cards wholly above the fold: the screen's foot, or the bottom menu's top under 768 px. */
export async function flightsWhollyInView(page: Page): Promise<number> {
  const menu = page.getByRole("navigation", { name: "Quick links" });
  const screen = page.viewportSize()?.height ?? 0;
  const fold = (await menu.isVisible()) ? ((await menu.boundingBox())?.y ?? screen) : screen;
  return page.locator("[data-slot=flight-result-card]").evaluateAll(
    (cards, foldAt) =>
      cards.filter((card) => {
        const box = card.getBoundingClientRect();
        return box.height > 0 && box.bottom <= foldAt;
      }).length,
    fold,
  );
}
