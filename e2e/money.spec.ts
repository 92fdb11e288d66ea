import type { Page } from "@playwright/test";
import { MONEY_MESSAGES } from "@wayfare/domain";
import { MONEY_FORM_LABELS, PEOPLE_FORM_LABELS } from "@wayfare/forms";
import { outboxFor } from "./auth-pages";
import { expectNoAxeViolations } from "./axe";
import { payReviewedFromDeposit, reviewFirstFare } from "./booking-flow";
import { expect, test } from "./fixtures";
import { logIn } from "./login-page";
import { accountLike, logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

/**
 * Fills the money form and posts it, answering the confirmation (a dialog, or the page's);
 * answers the idempotency key posted.
 */
async function postEntry(
  page: Page,
  javaScriptEnabled: boolean,
  entry: { wallet: "Deposit" | "Credit limit"; amount: string; reason: string },
) {
  const form = page.getByRole("group", { name: "The entry" });
  // The radios are visually hidden inside their labels: a person clicks the label.
  await form.getByText(entry.wallet, { exact: true }).click();
  await form.getByText(/^Add \(/).click();
  await expect(form.getByRole("radio", { name: entry.wallet })).toBeChecked();
  await form.getByRole("textbox", { name: "Amount in rupees" }).fill(entry.amount);
  await form.getByRole("textbox", { name: "Reason" }).fill(entry.reason);
  await page.getByRole("button", { name: MONEY_FORM_LABELS.post }).click();
  const question = javaScriptEnabled ? page.getByRole("alertdialog") : page.getByRole("alert");
  await expect(question).toContainText(MONEY_FORM_LABELS.confirmDescription);
  await expectNoAxeViolations(page, javaScriptEnabled);
  // The key the confirmed post carries (without JavaScript, the question's page has its own).
  const idempotencyKey = await page.locator("input[name=idempotencyKey]").inputValue();
  await question.getByRole("button", { name: MONEY_FORM_LABELS.confirm }).click();
  return idempotencyKey;
}

test("a distributor creates an agent, gives it a ₹50,000 deposit, and the agent logs in and books on it (issue 22, decision 0077)", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  await logInAsNew(page, "distributor@wayfare.test");
  await expect(page).toHaveURL(/\/manage-user$/);
  await page.getByRole("link", { name: PEOPLE_FORM_LABELS.add }).click();
  const email = `agency-${Date.now()}-${javaScriptEnabled ? "js" : "nojs"}@money.test`;
  await page.getByRole("textbox", { name: PEOPLE_FORM_LABELS.name }).fill("Harbour Travels");
  await page.getByRole("textbox", { name: PEOPLE_FORM_LABELS.email }).fill(email);
  await page
    .getByRole("textbox", { name: PEOPLE_FORM_LABELS.mobile })
    .fill(`7${String(Date.now()).slice(-9)}`);
  await page.getByRole("combobox", { name: PEOPLE_FORM_LABELS.role }).selectOption("AGENT");
  await page.getByRole("button", { name: PEOPLE_FORM_LABELS.create }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Harbour Travels" })).toBeVisible();

  await page.getByRole("link", { name: MONEY_FORM_LABELS.moneyLink }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Money: Harbour Travels" }),
  ).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
  await postEntry(page, javaScriptEnabled, {
    wallet: "Deposit",
    amount: "50,000",
    reason: "Opening deposit",
  });
  await expect(
    page.getByText(MONEY_MESSAGES.posted("add", "DEPOSIT", 5_000_000, "Harbour Travels")),
  ).toBeVisible();
  const summary = page.getByRole("region", { name: "Balances and dues" });
  await expect(summary.locator("dt:text-is('Deposit') + dd")).toHaveText("₹50,000.00");
  const statement = page.getByRole("table", { name: "Deposit statement" });
  await expect(statement.getByRole("row").nth(1)).toContainText("Opening deposit");
  await expect(statement.getByRole("row").nth(1)).toContainText("Credit ₹50,000.00");
  await expectNoAxeViolations(page, javaScriptEnabled);

  // The agent sets a password from the invitation, logs in and books on the deposit.
  const [invitation] = await outboxFor(page.request, email);
  const link = invitation?.body.match(/https?:\/\/\S+\/app\/reset-password\?\S+/)?.[0];
  const code = invitation?.body.match(/\bcode (\d{6})\b/)?.[1];
  expect(link && code, "an invitation with a link and a code").toBeTruthy();
  const agentContext = await browser.newContext({ javaScriptEnabled });
  const agent = await agentContext.newPage();
  const invited = new URL(link as string);
  await agent.goto(`${invited.pathname}${invited.search}`);
  await agent.getByLabel("OTP", { exact: true }).fill(code as string);
  await agent.getByLabel("New Password").fill("Harbour@2026");
  await agent.getByLabel("Confirm Password").fill("Harbour@2026");
  await agent.getByRole("button", { name: "Reset password" }).click();
  await expect(agent.getByText("Your password has been reset.")).toBeVisible();
  await logIn(agent, email, "Harbour@2026");
  await expect(agent).toHaveURL(/\/flight$/);
  await reviewFirstFare(agent);
  await payReviewedFromDeposit(agent);
  await agentContext.close();

  // The distributor's statement shows the booking paid from the deposit.
  await page.reload();
  const paid = page.getByRole("table", { name: "Deposit statement" }).getByRole("row").nth(1);
  await expect(paid).toContainText("Flight booking");
  await expect(paid).toContainText("Debit");

  // The distributor's accounts' money lists the agency with what is left of its deposit.
  await page.goto("/manage-user");
  await page.getByRole("link", { name: MONEY_FORM_LABELS.dashboardHeading }).click();
  const search = page.getByRole("searchbox", { name: MONEY_FORM_LABELS.search });
  await search.fill(email);
  await search.press("Enter");
  const row = page.getByRole("table", { name: "Accounts" }).getByRole("row").nth(1);
  await expect(row.getByRole("link", { name: "Harbour Travels" })).toBeVisible();
  await expect(row).not.toContainText("₹50,000.00");
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
});

test("accounts raise a credit limit and the statement shows the entry (issue 22, decision 0077)", async ({
  page,
  javaScriptEnabled,
}) => {
  const agency = await accountLike(page.request, "agent@wayfare.test");
  await logInAsNew(page, "accounts@wayfare.test");
  await expect(page).toHaveURL(/\/manage-user$/);
  await expect(
    page.getByRole("heading", { level: 1, name: MONEY_FORM_LABELS.dashboardHeading }),
  ).toBeVisible();
  await expect(page.getByText("for now your Wayfare account manager")).toHaveCount(0);
  const search = page.getByRole("searchbox", { name: MONEY_FORM_LABELS.search });
  await search.fill(agency.userId);
  await search.press("Enter");
  const accounts = page.getByRole("table", { name: "Accounts" });
  await expect(accounts.getByRole("row")).toHaveCount(2);
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
  await accounts.getByRole("row").nth(1).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: /^Money: / })).toBeVisible();
  const limit = page
    .getByRole("region", { name: "Balances and dues" })
    .locator("dt:text-is('Credit limit') + dd");
  const before = Number(((await limit.textContent()) ?? "").replace(/[^\d.]/g, ""));
  await pageReady(page);
  const moneyUrl = page.url();

  const idempotencyKey = await postEntry(page, javaScriptEnabled, {
    wallet: "Credit limit",
    amount: "1,00,000",
    reason: "Season's credit limit",
  });
  await expect(page.getByText(/credit limit of .* raised by ₹1,00,000\.00/)).toBeVisible();
  await expect(limit).toHaveText(
    `₹${(before + 100_000).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`,
  );

  await page
    .getByRole("navigation", { name: "Statements" })
    .getByRole("link", { name: "Credit line" })
    .click();
  const entry = page.getByRole("table", { name: "Credit line statement" }).getByRole("row").nth(1);
  await expect(entry).toContainText("Season's credit limit");
  await expect(entry).toContainText("Credit ₹1,00,000.00");
  await expect(entry).toContainText("Lakshmi Menon");
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  // The same form sent again (a double submit, a reload of the post) posts nothing more.
  const again = await page.request.post(moneyUrl, {
    form: {
      wallet: "CREDIT_LINE",
      direction: "add",
      amount: "1,00,000",
      reason: "Season's credit limit",
      idempotencyKey,
      confirmed: "yes",
    },
    headers: { origin: new URL(moneyUrl).origin },
  });
  expect(await again.text()).toContain(MONEY_MESSAGES.replayed);
  await page.reload();
  await expect(
    page.getByRole("table", { name: "Credit line statement" }).getByText("Season's credit limit"),
  ).toHaveCount(1);

  const csv = await page.request.get(
    `/manage-user/accounts/${agency.userId}/money/statement.csv?wallet=CREDIT_LINE`,
  );
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain("Season's credit limit,,100000.00,");
});
