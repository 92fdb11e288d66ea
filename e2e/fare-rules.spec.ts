import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { fillPassengerAndContact, openDelBomResults, selectFirstFare } from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";
import { pageReady } from "./page-ready";

const TITLES = ["Baggage", "Cancellation", "Date Change", "Seat", "Meal"];
const WINDOWS = [
  "More than 72 hours before departure",
  "72 to 4 hours before departure",
  "Less than 4 hours before departure",
];
const AIRLINE_POLICY = "As per airline policy.";

/**
 * A fare's five tabs (J§9) in `scope`, walked with the keyboard: one tab stop, the arrows
 * between tabs, each panel a named table or 'As per airline policy.' (no fare includes a
 * seat).
 */
async function walkTabsWithKeys(page: Page, scope: Locator) {
  const tabs = scope.getByRole("tablist", { name: "Fare rules, DEL to BOM" }).first();
  await expect(tabs.getByRole("tab")).toHaveText(TITLES);
  const baggage = scope.getByRole("tabpanel", { name: "Baggage" });
  await expect(baggage.getByRole("table", { name: "Baggage, DEL to BOM" })).toContainText(
    /Check-in\s*\d+ Kg/,
  );
  await tabs.getByRole("tab", { name: "Baggage" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Cancellation" })).toBeFocused();
  const fees = scope
    .getByRole("tabpanel", { name: "Cancellation" })
    .getByRole("table", { name: "Cancellation fee per passenger, DEL to BOM" });
  for (const window of WINDOWS) {
    await expect(fees.getByRole("rowheader", { name: window })).toBeVisible();
  }
  await page.keyboard.press("ArrowRight");
  await expect(
    scope
      .getByRole("tabpanel", { name: "Date Change" })
      .getByRole("row", { name: "Less than 4 hours before departure Not permitted" }),
  ).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Seat" })).toHaveAttribute("aria-selected", "true");
  await expect(scope.getByRole("tabpanel", { name: "Seat" })).toHaveText(AIRLINE_POLICY);
  await page.keyboard.press("End");
  await expect(tabs.getByRole("tab", { name: "Meal" })).toBeFocused();
  await expect(scope.getByRole("tabpanel", { name: "Meal" })).toBeVisible();
  await page.keyboard.press("Home");
  await expect(tabs.getByRole("tab", { name: "Baggage" })).toHaveAttribute("aria-selected", "true");
}

/** Without JavaScript the five entries are sections under their own headings, all readable. */
async function readSections(scope: Locator, level: number) {
  for (const title of TITLES) {
    await expect(
      scope.getByRole("heading", { level, name: title, exact: true }).first(),
    ).toBeVisible();
  }
  await expect(scope.getByRole("tablist")).toHaveCount(0);
  await expect(
    scope.getByRole("table", { name: "Cancellation fee per passenger, DEL to BOM" }).first(),
  ).toContainText(WINDOWS[0] as string);
  const seat = scope
    .getByRole("heading", { name: "Seat", exact: true })
    .first()
    .locator("xpath=..");
  await expect(seat).toContainText(AIRLINE_POLICY);
}

test("a result's fare links to its fare rules: five tabs from the service (J§9)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsAgent(page);
  await openDelBomResults(page);
  const card = page.locator("[data-slot=flight-result-card]:visible").first();
  await card.getByText("Fares and details").click();
  const link = card.getByRole("link", { name: /^Fare rules, / }).first();
  const fare = ((await link.getAttribute("aria-label")) ?? "").replace("Fare rules, ", "");
  await link.click();
  await expect(page).toHaveURL(/\/flight\/farerules\?priceId=/);
  await expect(page.getByRole("heading", { level: 1, name: "Fare rules" })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: `DEL to BOM: ${fare}`, exact: true }),
  ).toBeVisible();
  await pageReady(page);
  const main = page.getByRole("main");
  if (javaScriptEnabled) {
    await walkTabsWithKeys(page, main);
  } else {
    await readSections(main, 3);
  }
  await expectNoAxeViolations(page, javaScriptEnabled);
});

test("the review's fare rules: a disclosure with the tabs, and the page with each passenger's fees (J§2, decision 0026)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsAgent(page);
  await openDelBomResults(page);
  await selectFirstFare(page);
  await fillPassengerAndContact(page);
  const summary = page.locator("summary", { hasText: /^Fare rules$/ });
  const disclosure = page.locator("details", { has: summary });
  await summary.click();
  const rules = disclosure.getByRole("region", { name: /^DEL to BOM: / });
  await expect(rules).toBeVisible();
  if (javaScriptEnabled) {
    await walkTabsWithKeys(page, rules);
  } else {
    await readSections(rules, 4);
  }
  await expectNoAxeViolations(page, javaScriptEnabled);

  await disclosure.getByRole("link", { name: "Fees for each passenger" }).click();
  await expect(page).toHaveURL(/\/flight\/farerules\?bookingId=WF\d{13}/);
  await expect(page.getByRole("heading", { level: 1, name: "Fare rules" })).toBeVisible();
  await pageReady(page);
  const main = page.getByRole("main");
  if (javaScriptEnabled) {
    await walkTabsWithKeys(page, main);
  } else {
    await readSections(main, 3);
  }
  const table = page.getByRole("table", { name: /^Fare rules per passenger, DEL to BOM/ });
  const adult = table.getByRole("row", { name: /^Adult/ });
  for (const window of WINDOWS) {
    await expect(adult.getByText(window)).toHaveCount(2);
  }
  // Within 4 hours the date can no longer be changed.
  await expect(adult.getByText("Not permitted").first()).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);
});
