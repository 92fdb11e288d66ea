import { expect, type Locator, type Page } from "@playwright/test";
import type { SearchQuery } from "../packages/domain/src/search";
import { logInAsNew } from "./own-data";

/** DEL→BOM one way on `date` for 2 adults: what the test fills in. */
export function delBomForTwo(date: string): SearchQuery {
  return {
    tripType: "ONEWAY",
    routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: date }],
    cabinClass: "ECONOMY",
    paxInfo: { ADULT: 2, CHILD: 0, INFANT: 0 },
    preferredAirlines: [],
    fareType: "REGULAR",
    searchModifiers: {},
  };
}

/** Logs in as a new agency and waits on the search page (hydrated, with JavaScript). */
export async function openSearchAsAgent(page: Page, javaScriptEnabled: boolean) {
  await logInAsNew(page, "agent@wayfare.test");
  await page.waitForURL(/\/flight$/);
  await expect(page.getByRole("heading", { name: "Flight search" })).toBeVisible();
  if (javaScriptEnabled) {
    // The swap button exists only once the page is hydrated.
    await expect(page.getByRole("button", { name: "Swap origin and destination" })).toBeVisible();
  }
}

/**
 * Chooses an airport: the plain text box without JavaScript, the combo box with it; `scope`
 * is the page or the part of it (a multicity flight) holding the field. The combo box is
 * scrolled to, and the page has seen that scroll, before typing: React Aria closes an open
 * list on scroll, and a loaded machine can deliver the scroll after the list has opened.
 */
export async function chooseAirport(
  scope: Page | Locator,
  label: string,
  code: string,
  js: boolean,
) {
  const page = "page" in scope ? scope.page() : scope;
  const field = scope.getByRole("combobox", { name: label, exact: true });
  if (!js) {
    await field.fill(code);
    return;
  }
  await field.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
  await field.fill(code);
  await page.getByRole("option", { name: new RegExp(`\\(${code}\\)`) }).click();
}

/** Enters a date in the native date box (there with and without JavaScript). */
export async function enterDate(page: Page, label: string, date: string) {
  await page.getByLabel(label, { exact: true }).fill(date);
}

/** Sets the adults count: the + button with JavaScript, the number box without. */
export async function setAdults(page: Page, count: number, js: boolean) {
  if (js) {
    for (let n = 1; n < count; n += 1) {
      await page.getByRole("button", { name: "Increase Adults" }).click();
    }
    return;
  }
  await page.getByLabel("Adults", { exact: true }).fill(String(count));
}
