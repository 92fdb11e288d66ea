import { expectNoAxeViolations } from "./axe";
import { chooseFirstFare, confirmReview, fillPassengerAndContact } from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";

// Several pages and an axe scan of each.
test.describe.configure({ timeout: 120_000 });

// axe runs as a script in the page, so this file runs in the JavaScript project only.
test.describe("accessibility of the booking steps", () => {
  for (const width of [375, 1280]) {
    test(`axe finds nothing at ${width} px on passengers (with errors), review, payment and confirmation`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await logInAsAgent(page);
      await chooseFirstFare(page);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Proceed to review" }).click();
      await expect(page.getByText("Title should not be empty").first()).toBeVisible();
      await expectNoAxeViolations(page);
      await fillPassengerAndContact(page);
      await expectNoAxeViolations(page);
      await confirmReview(page);
      await page.getByRole("button", { name: "Review and pay" }).click();
      await expect(page).toHaveURL(/\/flight\/payment/);
      await expectNoAxeViolations(page);
      await page
        .getByRole("radiogroup", { name: "Payment mode" })
        .getByText("Deposit", { exact: true })
        .first()
        .click();
      await page.getByRole("button", { name: "Book flight" }).click();
      await expect(page.getByRole("alertdialog", { name: "Confirm payment" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Confirm payment" }).click();
      await expect(page).toHaveURL(/\/flight\/confirmation/);
      await expectNoAxeViolations(page);
    });
  }
});
