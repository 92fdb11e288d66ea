import type { Page } from "@playwright/test";
import { baggageProtectQuote, formatMoney } from "../packages/domain/src";
import { expectNoAxeViolations } from "./axe";
import {
  acceptTerms,
  chooseFirstFare,
  continueToReview,
  declineProtection,
  fillContact,
  fillPassenger,
  proceedAtChangedPrice,
  summaryAmount,
  surname,
} from "./booking-steps";
import { expect, test } from "./fixtures";
import { holdScripts } from "./held-scripts";
import { logInAsNew, ownEmail } from "./own-data";
import { pageReady } from "./page-ready";

test.describe.configure({ timeout: 120_000 });

/** A new agent's booking of two adults of one family, on the review page; the surname filled in. */
async function twoAdultsOnReview(page: Page, first: string, second: string, family: string) {
  const surnameUsed = surname(family);
  await logInAsNew(page, "agent@wayfare.test");
  await chooseFirstFare(page, { ADULT: 2, CHILD: 0, INFANT: 0 });
  await fillPassenger(page, "Adult 1", first, surnameUsed);
  await fillPassenger(page, "Adult 2", second, surnameUsed);
  await fillContact(page, ownEmail(`${first}.${family}`.toLowerCase()));
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await continueToReview(page);
  return surnameUsed;
}

test("an agent covers one of two passengers' baggage: baggage protect costs one passenger's charge (J§3 selectedPax, J§5)", async ({
  page,
  javaScriptEnabled,
}) => {
  const family = await twoAdultsOnReview(page, "Anil", "Lata", "Menon");

  await declineProtection(page);
  // J§5: (supplier fee + GST) × the passengers selected; the card shows one passenger's.
  const onePassenger = formatMoney(baggageProtectQuote(1, false).total);
  const product = page.getByRole("checkbox", { name: `Baggage protect ${onePassenger}` });
  const whose = page.getByRole("group", { name: "Whose baggage to protect" });
  const anil = whose.getByRole("checkbox", { name: `Mr Anil ${family}` });
  const lata = whose.getByRole("checkbox", { name: new RegExp(`Lata ${family}$`) });
  await product.focus();
  await page.keyboard.press("Space");
  await expect(product).toBeChecked();
  // Ticked, it covers both; Adult 1 is taken off.
  await expect(anil).toBeChecked();
  await expect(lata).toBeChecked();
  await anil.focus();
  await page.keyboard.press("Space");
  await expect(anil).not.toBeChecked();

  if (!javaScriptEnabled) {
    // Without JavaScript the list is posted as shown: nobody ticked is refused at the list.
    await lata.focus();
    await page.keyboard.press("Space");
    await acceptTerms(page);
    await page.getByRole("button", { name: "Review and pay" }).click();
    await expect(whose).toHaveAccessibleDescription(
      "Please select the passengers whose baggage to protect.",
    );
    await expectNoAxeViolations(page, javaScriptEnabled);
    await lata.focus();
    await page.keyboard.press("Space");
    await expect(lata).toBeChecked();
  } else {
    // Priced as it is chosen: the fare summary follows.
    await expect(summaryAmount(page, "Baggage Protect")).toHaveText(onePassenger);
    await expectNoAxeViolations(page, javaScriptEnabled);
  }
  const terms = page.getByRole("checkbox", { name: /^I accept the/ });
  if (!(await terms.isChecked())) await acceptTerms(page);
  await page.getByRole("button", { name: "Review and pay" }).click();
  if (!javaScriptEnabled) await proceedAtChangedPrice(page);
  await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/);
  await expect(summaryAmount(page, "Baggage Protect")).toHaveText(onePassenger);
});

test("baggage protect ticked for one passenger before the review page hydrates is priced for one once it has", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(
    !javaScriptEnabled,
    "without JavaScript the page never hydrates: the first test posts it",
  );
  const family = await twoAdultsOnReview(page, "Ravi", "Mira", "Pillai");

  const releaseScripts = await holdScripts(page);
  await page.reload({ waitUntil: "commit" });
  const onePassenger = formatMoney(baggageProtectQuote(1, false).total);
  const whose = page.getByRole("group", { name: "Whose baggage to protect" });
  const product = page.getByRole("checkbox", { name: `Baggage protect ${onePassenger}` });
  const ravi = whose.getByRole("checkbox", { name: `Mr Ravi ${family}` });
  await product.focus();
  await page.keyboard.press("Space");
  await expect(product).toBeChecked();
  await ravi.focus();
  await page.keyboard.press("Space");
  await expect(ravi).not.toBeChecked();
  releaseScripts();
  await pageReady(page);
  await expect(summaryAmount(page, "Baggage Protect")).toHaveText(onePassenger);
  await expect(ravi).not.toBeChecked();
  await expect(whose.getByRole("checkbox", { name: new RegExp(`Mira ${family}$`) })).toBeChecked();
});
