import { expectNoAxeViolations } from "./axe";
import { reviewFirstFare } from "./booking-flow";
import {
  acceptTerms,
  buyOnlyProtection,
  payFromDeposit,
  proceedAtChangedPrice,
  summaryAmount,
} from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

test.describe.configure({ timeout: 120_000 });

const AGE_CONFIRMATION =
  "I confirm every traveller is within the insurer's age limits and accept the terms and conditions.";
const PREMIUM = "TripSafe Premium $100k cover";

test("an agent insures the trip in the premium plan: sees its highlights, opens all its benefits, pays, and the confirmation names the plan (issue 20; J§3 insurance benefit entry)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsNew(page, "agent@wayfare.test");
  await reviewFirstFare(page);

  await buyOnlyProtection(page, "Trip insurance");
  const offers = page.getByRole("region", { name: "Protect your trip" });
  // With JavaScript the plans show once insurance is Yes; without it they always show.
  const plans = offers.getByRole("radiogroup", { name: "Insurance plan" });
  await expect(plans.getByRole("radio")).toHaveCount(3);
  await expect(
    plans.getByRole("radio", { name: "TripSafe $50k travel cover ₹187.62, sum insured $50,000" }),
  ).toBeChecked();
  await plans.getByText(PREMIUM, { exact: true }).click();
  await expect(
    plans.getByRole("radio", { name: new RegExp(`^${PREMIUM.replace("$", "\\$")}`) }),
  ).toBeChecked();

  // BANNER entries: highlight cards beside the plan.
  const highlights = offers.getByRole("list", { name: `Highlights of ${PREMIUM}` });
  await expect(highlights.getByRole("listitem")).toHaveText([
    /^\$100k Travel cover/,
    /^24\/7 Travel assistance hotline/,
    /^Free Baggage protection/,
    /^Cyber-safety services/,
  ]);

  // POPUP entries: a dialog with JavaScript, a disclosure without.
  if (javaScriptEnabled) {
    await pageReady(page);
    const viewAll = offers.getByRole("button", { name: "View all benefits" });
    await viewAll.click();
    const dialog = page.getByRole("dialog", { name: `Benefits of ${PREMIUM}` });
    await expect(dialog.getByRole("heading", { name: "Other Assistance" })).toBeVisible();
    await expect(
      dialog.getByRole("listitem").filter({ hasText: "Identity monitoring" }),
    ).toContainText("Cyber-safety provider");
    await expect(
      dialog.getByRole("listitem").filter({ hasText: "Emergency Medical Expenses" }),
    ).toContainText("Up to $100,000");
    await expectNoAxeViolations(page, javaScriptEnabled);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(viewAll).toBeFocused();
  } else {
    await offers.getByText("View all benefits").click();
    const premium = offers.getByRole("region", { name: `Benefits of ${PREMIUM}` });
    await expect(premium.getByRole("heading", { name: "Other Assistance" })).toBeVisible();
    await expect(
      premium.getByRole("listitem").filter({ hasText: "Identity monitoring" }),
    ).toContainText("Cyber-safety provider");
    await expectNoAxeViolations(page, javaScriptEnabled);
  }

  // Without JavaScript the age and terms confirmation shows after the first post.
  if (!javaScriptEnabled) {
    await acceptTerms(page);
    await page.getByRole("button", { name: "Review and pay" }).click();
    await expect(
      page.getByRole("checkbox", { name: AGE_CONFIRMATION }),
    ).toHaveAccessibleDescription(/Please confirm with the T&C\* to proceed\./);
    await expect(
      plans.getByRole("radio", { name: new RegExp(`^${PREMIUM.replace("$", "\\$")}`) }),
    ).toBeChecked();
  }
  await page.getByText(AGE_CONFIRMATION).click();
  await expect(page.getByRole("checkbox", { name: AGE_CONFIRMATION })).toBeChecked();
  const terms = page.getByRole("checkbox", { name: /^I accept the/ });
  if (!(await terms.isChecked())) await acceptTerms(page);
  await page.getByRole("button", { name: "Review and pay" }).click();
  if (!javaScriptEnabled) await proceedAtChangedPrice(page);

  await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/);
  await pageReady(page);
  // One traveller, 4 days: (₹179 + 4 × ₹25 + ₹49 adventure sports) + 18 % GST.
  await expect(summaryAmount(page, "Trip Insurance")).toHaveText("₹387.04");
  await payFromDeposit(page);

  await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/, { timeout: 20_000 });
  const protection = page.getByRole("region", { name: "Trip protection" });
  await expect(protection).toContainText(`${PREMIUM}, 4 days, 1 traveller`);
  await expect(protection).toContainText(/Certificate of insurance TS-\d{13}/);
});
