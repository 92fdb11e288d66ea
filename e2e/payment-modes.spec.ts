import type { Page } from "@playwright/test";
import { NO_PAYMENT_MODES_MESSAGE } from "../packages/domain/src/booking/payment";
import { expectNoAxeViolations } from "./axe";
import {
  chooseFirstFare,
  confirmReview,
  fillPassengerAndContact,
  payByCard,
  summaryAmount,
} from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

const rupees = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));

/** The header's deposit balance, in rupees. */
async function deposit(page: Page): Promise<number> {
  const header = page.getByRole("banner").getByLabel("Balances");
  await expect(header).toBeVisible();
  return rupees(await header.locator("dt:text-is('Deposit') + dd").textContent());
}

/** Books the first DEL→BOM fare for one adult and opens its payment page. */
async function openPayment(page: Page) {
  await chooseFirstFare(page);
  await fillPassengerAndContact(page);
  await confirmReview(page);
  await page.getByRole("button", { name: "Review and pay" }).click();
  await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/);
  await pageReady(page);
}

test(`an agency with no payment modes set up sees '${NO_PAYMENT_MODES_MESSAGE}' and no way to pay (J§2, J§6)`, async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsNew(page, "newagency@wayfare.test");
  await page.waitForURL(/\/flight$/);
  await openPayment(page);

  await expect(page.getByRole("main").getByText(NO_PAYMENT_MODES_MESSAGE)).toBeVisible();
  await expect(page.getByRole("radiogroup", { name: "Payment mode" })).toHaveCount(0);
  for (const way of ["Credit or debit card", "UPI", "Net banking"]) {
    await expect(page.getByRole("region", { name: way })).toHaveCount(0);
  }
  await expect(page.getByRole("button", { name: /^Pay ₹|Book flight/ })).toHaveCount(0);
  await expectNoAxeViolations(page, javaScriptEnabled);
});

test("an agent pays ₹3,000 from the deposit and the rest by card (J§3 walletDed and currModeDed, J§4)", async ({
  page,
  javaScriptEnabled,
}) => {
  // An agency of its own: no other test moves this deposit while it is compared.
  await logInAsNew(page, "agent@wayfare.test");
  await page.waitForURL(/\/flight$/);
  const before = await deposit(page);
  await openPayment(page);
  const total = rupees(await summaryAmount(page, "Final Amount").textContent());

  const part = page.getByRole("region", { name: "Pay part from your deposit" });
  const amount = part.getByRole("textbox", { name: "Amount from deposit (₹)" });
  await amount.fill("3,000");
  await part.getByRole("button", { name: "Apply" }).click();
  await expect(amount).toHaveAccessibleDescription(
    /Please enter an amount in rupees, like 5000 or 5000\.50\./,
  );
  await expect(amount).toHaveValue("3,000");
  await amount.fill("3000");
  await part.getByRole("button", { name: "Apply" }).click();
  await expect(part.getByRole("status")).toHaveText(
    "₹3,000.00 from your deposit; the rest by card, UPI or net banking",
  );
  await pageReady(page);
  await expect(summaryAmount(page, "Wallet Deduction")).toHaveText(/₹3,000\.00/);
  const rest = total - 3000;
  await expect(summaryAmount(page, "Final Amount")).toHaveText(
    `₹${rest.toLocaleString("en-IN", { minimumFractionDigits: 2 })}`,
  );
  await expectNoAxeViolations(page, javaScriptEnabled);

  await payByCard(page, "4111 1111 1111 1111", "Asha Rao");
  await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/, { timeout: 20_000 });
  await expect(
    page.getByRole("heading", { level: 1, name: "Your booking is confirmed" }),
  ).toBeVisible();
  await expect(summaryAmount(page, "Wallet Deduction")).toHaveText(/₹3,000\.00/);
  await expect(page.getByRole("table", { name: "Booking log" })).toContainText(
    "Deposit ₹3,000.00 + VISA •••• 1111",
  );
  expect(await deposit(page)).toBe(before - 3000);
  await expectNoAxeViolations(page, javaScriptEnabled);
});
