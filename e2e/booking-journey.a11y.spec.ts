import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { acceptTerms, chooseFirstFare, fillPassengerAndContact } from "./booking-steps";
import { logInAsAgent } from "./flight-results-page";

// Several pages and an axe scan of each.
test.describe.configure({ timeout: 120_000 });

/**
 * React Aria announces a pending submit button by pointing its live announcer at the button;
 * once the page has moved on, that finished announcement points at nothing until React Aria
 * clears it. It is not page content, so it is left out of the scan.
 */
async function expectNoViolations(page: Page) {
  const scan = new AxeBuilder({ page }).exclude("[data-live-announcer]");
  expect((await scan.analyze()).violations).toEqual([]);
}

// axe runs as a script in the page, so this file runs in the JavaScript project only.
test.describe("accessibility of the booking steps", () => {
  for (const width of [375, 1280]) {
    test(`axe finds nothing at ${width} px on passengers (with errors), review, payment and confirmation`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await logInAsAgent(page);
      await chooseFirstFare(page);
      await expectNoViolations(page);
      await page.getByRole("button", { name: "Proceed to review" }).click();
      await expect(page.getByText("Title should not be empty").first()).toBeVisible();
      await expectNoViolations(page);
      await fillPassengerAndContact(page);
      await expectNoViolations(page);
      await acceptTerms(page);
      await page.getByRole("button", { name: "Proceed to pay" }).click();
      await expect(page).toHaveURL(/\/flight\/payment/);
      await expectNoViolations(page);
      await page.getByRole("main").getByText("Deposit").first().click();
      await page.getByRole("button", { name: "Book flight" }).click();
      await expect(page).toHaveURL(/\/flight\/confirmation/);
      await expectNoViolations(page);
    });
  }
});
