import type { Page } from "@playwright/test";
import { bookingIdOf } from "./booking-flow";
import {
  chooseFirstFare,
  fillPassengerAndContact,
  reviewAndPayByCard,
  summaryAmount,
} from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

// Two bookings, two card payments that settle after 3 s, and a cancellation.
test.describe.configure({ timeout: 180_000 });

async function bookToPayment(page: Page) {
  await chooseFirstFare(page);
  await fillPassengerAndContact(page);
}

test("a card payment's refund goes to the credit shell, which then pays the next booking first", async ({
  page,
  javaScriptEnabled,
}) => {
  // The same forms without JavaScript are covered by the voucher/TJ Cash and cancellation
  // specs; this long walk runs once.
  test.skip(!javaScriptEnabled, "the forms without JavaScript are covered by other specs");
  await logInAsNew(page, "customer@wayfare.test");
  await expect(page).toHaveURL(/\/flight/);
  await bookToPayment(page);
  await reviewAndPayByCard(page, "Ravi Kumar");
  const bookingId = bookingIdOf(page);

  await page.goto(`/flight/cancel?bookingId=${bookingId}`);
  await pageReady(page);
  await page.getByRole("button", { name: "Get refund quote" }).click();
  await expect(page.getByRole("main").getByText("Credit shell", { exact: true })).toBeVisible();
  await pageReady(page);
  await page.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Cancellation confirmed" }),
  ).toBeVisible();

  await bookToPayment(page);
  const shell = page.getByRole("region", { name: "Credit shell" });
  await expect(shell.getByRole("status")).toHaveText(
    /^You have ₹[\d,]+\.\d\d in your credit shell\.$/,
  );
  await shell.getByRole("button", { name: "Use credit shell" }).click();
  await pageReady(page);
  await expect(shell.getByRole("status")).toHaveText(
    /of your credit shell pays for this booking\.$/,
  );
  await expect(summaryAmount(page, "Credit Shell Utilized")).toBeVisible();
  const finalAmount = (await summaryAmount(page, "Final Amount").textContent())?.trim() ?? "";
  await reviewAndPayByCard(page, "Ravi Kumar");
  expect(finalAmount).toMatch(/^₹[\d,]+\.\d\d$/);
});
