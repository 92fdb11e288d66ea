import type { Browser, Page } from "@playwright/test";
import { FEATURE_TOGGLE_LABELS } from "@wayfare/domain";
import { expectNoAxeViolations } from "./axe";
import { chooseFirstFare, confirmReview, fillPassengerAndContact } from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsNew, type OwnAccount } from "./own-data";
import { pageReady } from "./page-ready";

/**
 * Feature toggles (F§6, decision 0083). Only this test's own agents are toggled, so no other
 * spec running alongside sees a change; the All case is the service's feature-toggles test.
 */
async function agentInOwnContext(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await logInAsNew(page, "agent@wayfare.test");
  await expect(page).toHaveURL(/\/flight$/);
  return { context, page, account };
}

/** The admin sets `Payment page V2` on or off for one user, and the table shows it. */
async function setPaymentV2(admin: Page, account: OwnAccount, state: "On" | "Off") {
  await admin.getByRole("combobox", { name: "Feature" }).selectOption("paymentV2");
  await admin.getByRole("textbox", { name: FEATURE_TOGGLE_LABELS.target }).fill(account.userId);
  await admin.getByRole("radiogroup", { name: "State" }).getByText(state, { exact: true }).click();
  await admin.getByRole("button", { name: FEATURE_TOGGLE_LABELS.submit }).click();
  await expect(
    admin.getByRole("status").filter({ hasText: FEATURE_TOGGLE_LABELS.saved }),
  ).toBeVisible();
  const row = admin
    .getByRole("table", { name: FEATURE_TOGGLE_LABELS.heading })
    .getByRole("row")
    .filter({ hasText: account.userId });
  await expect(row).toContainText(`Payment page V2${account.userId}${state}`);
}

/** From the review of `bookingId` (or a new booking's), 'Review and pay'; answers the URL. */
async function reviewAndPay(page: Page, bookingId?: string) {
  if (bookingId) await page.goto(`/flight/review?bookingId=${bookingId}`);
  else {
    await chooseFirstFare(page);
    await fillPassengerAndContact(page);
  }
  await confirmReview(page);
  await page.getByRole("button", { name: "Review and pay" }).click();
  await expect(page).toHaveURL(/\/flight\/payment(_V\d)?\?bookingId=WF\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const url = new URL(page.url());
  return { path: url.pathname, bookingId: url.searchParams.get("bookingId") ?? "" };
}

test("an admin turns a feature off for one user: that user's payment page changes, another's does not (F§6)", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const first = await agentInOwnContext(browser);
  const second = await agentInOwnContext(browser);

  await logInAsNew(page, "admin@wayfare.test");
  await page.getByRole("link", { name: "Feature toggles" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: FEATURE_TOGGLE_LABELS.heading }),
  ).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
  await setPaymentV2(page, first.account, "On");
  await setPaymentV2(page, second.account, "On");
  await expectNoAxeViolations(page, javaScriptEnabled);

  const firstPaid = await reviewAndPay(first.page);
  expect(firstPaid.path).toBe("/flight/payment_V2");
  const secondPaid = await reviewAndPay(second.page);
  expect(secondPaid.path).toBe("/flight/payment_V2");
  await expectNoAxeViolations(first.page, javaScriptEnabled);

  await setPaymentV2(page, first.account, "Off");
  expect((await reviewAndPay(first.page, firstPaid.bookingId)).path).toBe("/flight/payment");
  expect((await reviewAndPay(second.page, secondPaid.bookingId)).path).toBe("/flight/payment_V2");

  await first.context.close();
  await second.context.close();
});

test("the feature toggles page says what is wrong with a target, and is the admin's only", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsNew(page, "admin@wayfare.test");
  await page.goto("/feature-toggles");
  await page.getByRole("combobox", { name: "Feature" }).selectOption("paymentV3");
  const target = page.getByRole("textbox", { name: FEATURE_TOGGLE_LABELS.target });
  await target.fill("everyone");
  await page.getByRole("button", { name: FEATURE_TOGGLE_LABELS.submit }).click();
  await expect(target).toHaveAccessibleDescription(/Enter a user id, such as U123, or All\./);
  await target.fill("U999999999");
  await page.getByRole("button", { name: FEATURE_TOGGLE_LABELS.submit }).click();
  await expect(target).toHaveAccessibleDescription(/No account has this user id\./);
  await expectNoAxeViolations(page, javaScriptEnabled);

  await logInAsNew(page, "agent@wayfare.test");
  const response = await page.goto("/feature-toggles");
  expect(response?.status()).toBe(404);
});
