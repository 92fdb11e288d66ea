import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import {
  chooseFirstFare,
  confirmReview,
  fillPassengerAndContact,
  summaryAmount,
} from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

// Login, search, passengers, add-ons, review with four submits, payment and a 3 s card.
test.describe.configure({ timeout: 150_000 });

async function submitBox(page: Page, box: string, field: string, value: string) {
  const section = page.getByRole("region", { name: box });
  await section.getByRole("textbox", { name: field }).fill(value);
  await section.getByRole("button", { name: "Apply" }).click();
  await pageReady(page);
  return section;
}

test("a customer takes a voucher and TJ Cash off the fare, cannot block with TJ Cash, and pays the rest by card", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsNew(page, "customer@wayfare.test");
  await expect(page).toHaveURL(/\/flight/);
  await chooseFirstFare(page);
  await fillPassengerAndContact(page);

  const voucher = await submitBox(page, "Voucher", "Voucher code", "NOSUCHCODE");
  const code = voucher.getByRole("textbox", { name: "Voucher code" });
  await expect(code).toHaveValue("NOSUCHCODE");
  await expect(code).toHaveAccessibleDescription(
    "Invalide Voucher Code, Please remove or enter valid voucher code.",
  );
  await submitBox(page, "Voucher", "Voucher code", "waydom10");
  await expect(voucher.getByRole("status")).toHaveText(/^WAYDOM10 applied: ₹[\d,]+\.\d\d off$/);
  await expect(summaryAmount(page, "Voucher Discount")).toBeVisible();

  const points = await submitBox(page, "TJ Cash", "TJ Cash to use", "2.5");
  await expect(points.getByRole("textbox", { name: "TJ Cash to use" })).toHaveAccessibleDescription(
    /Please enter positive non-decimal value\./,
  );
  await submitBox(page, "TJ Cash", "TJ Cash to use", "100");
  await expect(points.getByRole("status")).toHaveText("100 TJ Cash applied: ₹100.00 off");
  await expect(summaryAmount(page, "TJ Cash Redeemed")).toContainText("₹100.00");
  if (javaScriptEnabled) await expectNoAxeViolations(page);

  await confirmReview(page);
  await page.getByRole("button", { name: "Block" }).click();
  await pageReady(page);
  await expect(points.getByRole("button", { name: "Remove TJ Cash" })).toHaveAccessibleDescription(
    "Please clear TJ Cash. TJ Cash cannot be applied to block a booking.",
  );

  const finalAmount = (await summaryAmount(page, "Final Amount").textContent())?.trim() ?? "";
  const terms = page.getByRole("checkbox", { name: /^I accept the/ });
  if (!(await terms.isChecked())) await confirmReview(page);
  await page.getByRole("button", { name: "Review and pay" }).click();
  await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/);
  await pageReady(page);
  await expect(page.getByRole("region", { name: "Voucher" }).getByRole("status")).toHaveText(
    /WAYDOM10 applied/,
  );
  const card = page.getByRole("region", { name: "Credit or debit card" });
  await card.getByLabel("Card number").fill("4111 1111 1111 1111");
  await card.getByLabel("Name on the card").fill("Ravi Kumar");
  await card.getByLabel("Expiry (MM/YY)").fill("12/30");
  await card.getByLabel("CVV").fill("123");
  await card.getByRole("button", { name: `Pay ${finalAmount}` }).click();
  await expect(page).toHaveURL(/\/flight\/(payment\/status|confirmation)/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Your booking is confirmed" }),
  ).toBeVisible({ timeout: 30_000 });
});
