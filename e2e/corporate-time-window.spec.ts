import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { delBomUrl } from "./flight-results-page";
import { logInAsNew, ownTravelDate } from "./own-data";
import { pageReady } from "./page-ready";

/** DEL→BOM on the test's own day, morning departures (6 AM - 12 PM), earliest first. */
const morningUrl = () =>
  `${delBomUrl({
    routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: ownTravelDate() }],
  })}&depTime=MORNING&sort=departure&all=1`;

/** Each listed card's departure time ("0540"), in page order. */
async function departures(page: Page): Promise<string[]> {
  await page.goto(morningUrl());
  await pageReady(page);
  const cards = page.locator("[data-slot=flight-result-card]");
  await expect(cards.first()).toBeAttached();
  return cards.evaluateAll((list) =>
    list.map((card) => (card.querySelector("time")?.getAttribute("datetime") ?? "").slice(11, 16)),
  );
}

const hhmm = (time: string) => time.replace(":", "");

test("a corporate user's departure-time filter reaches an hour earlier and 30 minutes later (J§4)", async ({
  page,
}) => {
  await logInAsNew(page, "employee@acme.test");
  const times = (await departures(page)).map(hhmm);
  expect(times.every((time) => time >= "0500" && time <= "1229")).toBe(true);
  // Sorted by departure, the first flight is one the window widened to let in.
  expect(times[0]).toMatch(/^05\d\d$/);
});

test("anyone else's departure-time filter is the window as chosen (J§4)", async ({ page }) => {
  await logInAsNew(page, "customer@wayfare.test");
  const times = (await departures(page)).map(hhmm);
  expect(times.length).toBeGreaterThan(0);
  expect(times.every((time) => time >= "0600" && time <= "1159")).toBe(true);
});
