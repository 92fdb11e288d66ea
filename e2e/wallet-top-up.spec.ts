import { expectNoAxeViolations } from "./axe";
import { payByCard } from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

test("an agent tops up ₹10,000 by card, sees it credited and in the passbook, and downloads the CSV (J§2 Top-up, decision 0065)", async ({
  page,
  javaScriptEnabled,
}) => {
  // An agency of its own (opening deposit ₹2,50,000): no other test moves this deposit.
  await logInAsNew(page, "agent@wayfare.test");
  await page.goto("/wallet");
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  const topUp = page.getByRole("region", { name: "Add money" });
  await topUp.getByRole("textbox", { name: "Amount (₹)" }).fill("10,000");
  await expect(topUp.getByRole("radio", { name: "Credit or debit card" })).toBeChecked();
  await topUp.getByRole("button", { name: "Add money" }).click();

  await expect(page).toHaveURL(/\/topUp\/payment\?topUpId=TU\d{12}&mode=CARD$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay for your top-up");
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
  await expect(page.getByRole("button", { name: "Pay ₹10,000.00" })).toBeVisible();
  await payByCard(page, "4111 1111 1111 1111", "Asha Rao");

  // The gateway's pending page follows it, then the top-up's own confirmation.
  await expect(page).toHaveURL(/\/topUp\/confirmation\/\?orderRefId=OR\d{12}$/, {
    timeout: 20_000,
  });
  const receipt = page.getByRole("main");
  await expect(receipt.getByRole("heading", { level: 1 })).toHaveText("Money added to your wallet");
  await expect(receipt.locator("dt:text-is('Amount added') + dd")).toHaveText("₹10,000.00");
  await expect(receipt.locator("dt:text-is('Deposit balance now') + dd")).toHaveText(
    "₹2,60,000.00",
  );
  const orderRefId = new URL(page.url()).searchParams.get("orderRefId") as string;
  await expect(receipt.locator("dt:text-is('Order ref id') + dd")).toHaveText(orderRefId);
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  await receipt.getByRole("link", { name: "See your passbook" }).click();
  await expect(page).toHaveURL(/\/wallet#passbook$/);
  const rows = page.getByRole("table", { name: "Passbook" }).getByRole("row");
  await expect(rows.nth(1)).toContainText("Wallet top-up");
  await expect(rows.nth(1)).toContainText(orderRefId);
  await expect(rows.nth(1)).toContainText("Credit ₹10,000.00");
  await expect(rows.nth(1)).toContainText("₹2,60,000.00");
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  const csvHref = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
  const csv = await page.request.get(csvHref as string);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["content-disposition"]).toMatch(/attachment; filename="passbook-deposit-/);
  const lines = (await csv.text()).split("\r\n");
  expect(lines[0]).toBe("Date,Description,Reference,Credit,Debit,Balance");
  expect(lines[1]).toMatch(new RegExp(`,Wallet top-up,${orderRefId},10000\\.00,,260000\\.00$`));
});
