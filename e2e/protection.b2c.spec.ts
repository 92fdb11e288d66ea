import { readFile } from "node:fs/promises";
import { expectNoAxeViolations } from "./axe";
import {
  acceptTerms,
  chooseFirstFare,
  fillPassengerAndContact,
  payByCard,
  proceedAtChangedPrice,
  summaryAmount,
} from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

// Login, search, passengers, add-ons, review twice, TJ Cash, a 3 s card, a cancellation.
test.describe.configure({ timeout: 150_000 });

const AGE_CONFIRMATION =
  "I confirm every traveller is within the insurer's age limits and accept the terms and conditions.";

test("a customer buys cancellation protection, trip insurance and baggage protect, pays part with TJ Cash and the rest by card, downloads the certificate, and cancelling gets back everything paid for the flight (J§3, J§4, J§5)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsNew(page, "customer@wayfare.test");
  await expect(page).toHaveURL(/\/flight/);
  await chooseFirstFare(page);
  await fillPassengerAndContact(page);

  // Nothing answered: each product asks for a Yes or a No.
  await acceptTerms(page);
  await page.getByRole("button", { name: "Review and pay" }).click();
  const cancellation = page.getByRole("radiogroup", { name: "Cancellation protection" });
  const insurance = page.getByRole("radiogroup", { name: "Trip insurance" });
  const flex = page.getByRole("radiogroup", { name: "TJ Flex" });
  for (const product of [cancellation, flex, insurance]) {
    await expect(product).toHaveAccessibleDescription(/Please select either Yes or No/);
  }
  await pageReady(page);

  // Insurance without its confirmation: the T&C message.
  await cancellation.getByText(/^Yes, add it for ₹/).click();
  await flex.getByText("No, thanks").click();
  await insurance.getByText(/^Yes, add it for ₹/).click();
  const baggage = page.getByRole("checkbox", { name: /^Baggage protect ₹/ });
  await baggage.focus();
  await page.keyboard.press("Space");
  await expect(baggage).toBeChecked();
  const terms = page.getByRole("checkbox", { name: /^I accept the/ });
  if (!(await terms.isChecked())) await acceptTerms(page);
  await page.getByRole("button", { name: "Review and pay" }).click();
  const age = page.getByRole("checkbox", { name: AGE_CONFIRMATION });
  await expect(age).toHaveAccessibleDescription(/Please confirm with the T&C\* to proceed\./);
  await expect(cancellation.getByRole("radio", { name: /^Yes, add it/ })).toBeChecked();
  await expectNoAxeViolations(page, javaScriptEnabled);
  await page.getByText(AGE_CONFIRMATION).click();
  await expect(age).toBeChecked();
  if (!(await terms.isChecked())) await acceptTerms(page);
  await page.getByRole("button", { name: "Review and pay" }).click();
  if (!javaScriptEnabled) await proceedAtChangedPrice(page);

  await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/);
  await pageReady(page);
  await expect(summaryAmount(page, "Refundable Booking Fee")).toHaveText(/^₹/);
  await expect(summaryAmount(page, "Trip Insurance")).toHaveText(/^₹/);
  await expect(summaryAmount(page, "Baggage Protect")).toHaveText(/^₹/);
  const points = page.getByRole("region", { name: "TJ Cash" });
  await points.getByRole("textbox", { name: "TJ Cash to use" }).fill("100");
  await points.getByRole("button", { name: "Apply" }).click();
  await expect(points.getByRole("status")).toHaveText("100 TJ Cash applied: ₹100.00 off");
  await pageReady(page);
  await payByCard(page, "4111 1111 1111 1111", "Ravi Kumar");

  await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/, { timeout: 20_000 });
  const protection = page.getByRole("region", { name: "Trip protection" });
  await expect(protection).toContainText("Cancellation protection");
  await expect(protection).toContainText("Baggage protect");
  await expect(protection).not.toContainText("TJ Flex");
  await expect(protection).toContainText(/Certificate of insurance TS-\d{13}/);
  await expectNoAxeViolations(page, javaScriptEnabled);
  const downloading = page.waitForEvent("download");
  await protection
    .getByRole("link", { name: "Download the certificate of insurance (PDF)" })
    .click();
  const certificate = await downloading;
  expect(certificate.suggestedFilename()).toMatch(/^insurance-certificate-WF\d{13}\.pdf$/);
  const pdf = await readFile(await certificate.path());
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

  await page.getByRole("link", { name: /^Cancel booking$/i }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cancel booking" })).toBeVisible();
  await pageReady(page);
  await page.getByRole("button", { name: "Get refund quote" }).click();
  const quote = page.getByRole("table", { name: "Refund quote" });
  const row = quote.getByRole("row", { name: /Ravi Kumar/ });
  await expect(row).toBeVisible();
  // Protected: no cancellation fee, everything paid for the flight back.
  const paid = (await row.getByRole("cell").nth(1).textContent()) ?? "";
  await expect(row.getByRole("cell").nth(2)).toHaveText("₹0.00");
  await expect(row.getByRole("cell").nth(3)).toHaveText(paid);
  await pageReady(page);
  await page.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Cancellation confirmed" }),
  ).toBeVisible();
  await expect(page.getByText("Total refund").locator("xpath=following-sibling::dd[1]")).toHaveText(
    paid,
  );
});
