import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { openDelBomResults } from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";

/** A card's (or fare's) amount under its term, in rupees. */
async function amount(scope: Locator, term: string): Promise<number> {
  const text = await scope
    .locator(`[data-slot=agent-fare-amounts] dt:text-is('${term}') + dd`)
    .first()
    .textContent();
  return Number((text ?? "").replace(/[^\d.]/g, ""));
}

/** Each card's commission, in page order (cards folded under a same-price one left out). */
async function cardCommissions(page: Page): Promise<number[]> {
  const texts = await page
    .locator(
      "[data-slot=flight-result-card] > div > [data-slot=agent-fare-amounts] dt:text-is('Commission') + dd",
    )
    .filter({ visible: true })
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, "")));
}

test("an agent sees commission, net incentive and net fare, and sorts by commission (J§5, J§6)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsAgent(page);
  await openDelBomResults(page);

  // Every card: the cheapest fare's identifier, commission, net incentive and net fare.
  const first = page.locator("[data-slot=flight-result-card]").first();
  const facts = first.locator("[data-slot=agent-fare-amounts]").first();
  await expect(facts.getByRole("term")).toHaveText([
    "Fare",
    "Commission",
    "Net incentive",
    "Net fare",
  ]);
  const commission = await amount(first, "Commission");
  const incentive = await amount(first, "Net incentive");
  expect(commission).toBeGreaterThan(0);
  // The net incentive is the commission less its 2 % TDS.
  expect(incentive).toBeCloseTo(commission * 0.98, 1);
  expect(await amount(first, "Net fare")).toBeGreaterThan(0);

  // The fares in the card's details carry them too.
  await first.getByText("Fares and details").click();
  const fares = first.getByRole("list", { name: "Fares" });
  await expect(fares.getByText("Net incentive").first()).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);

  // Sort by commission: in the page with JavaScript, by the sort form's button without.
  const sortBy = page.getByRole("radiogroup", { name: "Sort by" });
  await sortBy.getByText("Commission", { exact: true }).click();
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(/sort=commission/);
  await expect(sortBy.getByRole("radio", { name: "Commission (highest first)" })).toBeChecked();
  await expect
    .poll(async () => {
      const commissions = await cardCommissions(page);
      const highestFirst = commissions.every(
        (value, i) => i === 0 || value <= (commissions[i - 1] ?? 0),
      );
      return commissions.length > 1 && highestFirst;
    })
    .toBe(true);
  await expectNoAxeViolations(page, javaScriptEnabled);
});
