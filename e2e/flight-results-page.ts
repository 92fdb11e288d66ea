import type { Page } from "@playwright/test";
import { encodeSearchUrl, type SearchQuery } from "../packages/domain/src/search";
import { logIn } from "./login-page";

/** A travel date `days` ahead, yyyy-mm-dd. */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

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

export async function logInAsAgent(page: Page) {
  await logIn(page, "agent@wayfare.test", "Agent@123");
  await page.waitForURL(/\/flight$/);
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
