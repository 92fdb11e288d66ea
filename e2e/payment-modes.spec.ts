import { NO_PAYMENT_MODES_MESSAGE } from "../packages/domain/src/booking/payment";
import { expectNoAxeViolations } from "./axe";
import { acceptTerms, chooseFirstFare, fillPassengerAndContact } from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

test(`an agency with no payment modes set up sees '${NO_PAYMENT_MODES_MESSAGE}' and no way to pay (J§2, J§6)`, async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsNew(page, "newagency@wayfare.test");
  await page.waitForURL(/\/flight$/);
  await chooseFirstFare(page);
  await fillPassengerAndContact(page);
  await acceptTerms(page);
  await page.getByRole("button", { name: "Proceed to pay" }).click();
  await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/);
  await pageReady(page);

  await expect(page.getByRole("main").getByText(NO_PAYMENT_MODES_MESSAGE)).toBeVisible();
  await expect(page.getByRole("radiogroup", { name: "Payment mode" })).toHaveCount(0);
  for (const way of ["Credit or debit card", "UPI", "Net banking"]) {
    await expect(page.getByRole("region", { name: way })).toHaveCount(0);
  }
  await expect(page.getByRole("button", { name: /^Pay ₹|Book flight/ })).toHaveCount(0);
  await expectNoAxeViolations(page, javaScriptEnabled);
});
