import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { bookOnHold, myBooking } from "./booking-flow";
import { payFromDeposit } from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";
import { pageReady } from "./page-ready";

async function axe(page: Page, javaScriptEnabled: boolean) {
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
}

async function payOnPaymentPage(page: Page) {
  await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/);
  await pageReady(page);
  await payFromDeposit(page);
}

test.describe("held bookings (J§2, J§4)", () => {
  test.beforeEach(async ({ page }) => {
    await logInAsAgent(page);
  });

  test("a held booking is paid later from My bookings", async ({ page, javaScriptEnabled }) => {
    const bookingId = await bookOnHold(page);
    await page.goto("/my-bookings?tab=Unconfirmed");
    await axe(page, javaScriptEnabled);
    await myBooking(page, bookingId).getByRole("link").first().click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Your booking is on hold" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Pay now" }).click();
    await axe(page, javaScriptEnabled);
    await payOnPaymentPage(page);
    await expect(page).toHaveURL(new RegExp(`/flight/confirmation\\?bookingId=${bookingId}`), {
      timeout: 15_000,
    });
    await expect(
      page.getByRole("heading", { level: 1, name: "Your booking is confirmed" }),
    ).toBeVisible();
    await axe(page, javaScriptEnabled);
  });

  test("a hold that has lapsed cannot be paid: 1059 'Hold time limit expired'", async ({
    page,
    javaScriptEnabled,
  }) => {
    const bookingId = await bookOnHold(page);
    await page.getByRole("link", { name: "Pay now" }).click();
    await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/);
    await pageReady(page);
    const expired = await page.request.post(`/dev/expire-booking?bookingId=${bookingId}`);
    expect(expired.ok()).toBe(true);
    await page
      .getByRole("radiogroup", { name: "Payment mode" })
      .getByText("Deposit", { exact: true })
      .first()
      .click();
    await page.getByRole("button", { name: "Book flight" }).click();
    // The browser's confirm dialog still asks; without JavaScript the server answers at once.
    if (javaScriptEnabled) await page.getByRole("button", { name: "Confirm payment" }).click();
    await expect(page.getByText("Hold time limit expired").first()).toBeVisible();
  });
});
