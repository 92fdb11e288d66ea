import { expectNoAxeViolations } from "./axe";
import { openDelBomResults, surname } from "./booking-steps";
import {
  fillEmployeeTraveller,
  passengerPageBookingId,
  policyReasonQuestion,
  saveAndAssignAheadPolicy,
} from "./corporate-steps";
import { expect, test } from "./fixtures";
import { accountLike, logInAs, logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

test("a corporate admin assigns a fare policy; the employee's fare outside it needs a reason; the report and its CSV show the booking with it (issue 22, decision 0081)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const admin = await logInAsNew(page, "corporate@acme.test");
  const origin = new URL(page.url()).origin;
  const employee = await accountLike(page.request, "employee@acme.test", admin.partnerId);
  const policyName = `Economy, a year ahead ${surname("")}`;
  const reasonText = `Client workshop moved ${surname("")}`;

  // The company account writes a policy no fare of the next months keeps, and assigns it.
  await page.getByRole("link", { name: "Fare policies" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Fare policies" })).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
  const form = page.getByRole("form", { name: "New policy" });
  await form.getByRole("button", { name: "Save policy" }).click();
  await expect(form.getByText("Please enter a policy name")).toBeVisible();
  await expect(form.getByText("Please allow at least one cabin")).toBeVisible();
  await saveAndAssignAheadPolicy(page, policyName);

  // The employee's lowest fare is still outside the policy: a reason is asked.
  await logInAs(page, employee, origin);
  await openDelBomResults(page);
  await page
    .locator("[data-slot=flight-result-card]:visible")
    .first()
    .getByRole("button", { name: "Select" })
    .click();
  const reason = policyReasonQuestion(page, javaScriptEnabled);
  await expect(reason).toBeVisible();
  await reason.getByText("Other reason", { exact: true }).click();
  await reason.getByLabel("Your reason").fill(reasonText);
  await reason.getByRole("button", { name: "Continue with this fare" }).click();
  const bookingId = await passengerPageBookingId(page);
  await fillEmployeeTraveller(page, "meera@acme.test");
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);

  // The admin finds the booking with its reason, and downloads the CSV.
  await logInAs(page, admin, origin);
  await page.goto("/manage-user/out-of-policy");
  await pageReady(page);
  const report = page.getByRole("table", { name: "Bookings outside policy" });
  const row = report.getByRole("row", { name: new RegExp(bookingId) });
  await expect(row).toContainText(reasonText);
  await expect(row).toContainText("Booked less than 365 days ahead");
  await expectNoAxeViolations(page, javaScriptEnabled);

  await page.getByLabel("Reason", { exact: true }).selectOption({ label: "Other reason" });
  await page.getByRole("button", { name: "Show bookings" }).click();
  await expect(page).toHaveURL(/reason=OTHER/);
  await expect(row).toBeVisible();
  await page
    .getByLabel("Reason", { exact: true })
    .selectOption({ label: "Baggage allowance needed" });
  await page.getByRole("button", { name: "Show bookings" }).click();
  await expect(page.getByText("No bookings outside policy match.")).toBeVisible();

  await page.goto("/manage-user/out-of-policy");
  const csvLink = page.getByRole("link", { name: "Download CSV" });
  const csv = await page.request.get((await csvLink.getAttribute("href")) ?? "");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  expect(text.split("\r\n")[0]).toContain("Booking,Booked at,Status,Traveller");
  expect(text).toContain(bookingId);
  expect(text).toContain(reasonText);
});
