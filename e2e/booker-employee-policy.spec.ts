import { expectNoAxeViolations } from "./axe";
import { fillContact, openDelBomResults, selectFirstFare, surname } from "./booking-steps";
import { assignToTheEmployee, saveEconomyPolicy } from "./corporate-steps";
import { expect, test } from "./fixtures";
import { accountLike, logInAsNew, ownEmail } from "./own-data";
import { pageReady } from "./page-ready";

test("a corporate booker booking for an employee outside the employee's fare policy gives a reason; the report shows the booking with the employee and the reason (issue 22, decision 0086)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const booker = await logInAsNew(page, "corporate@acme.test");
  const employee = await accountLike(page.request, "employee@acme.test", booker.partnerId);
  const policyName = `A year ahead ${surname("")}`;
  const reasonText = `Client workshop moved ${surname("")}`;

  // The company account gives its employee a policy no fare of the next months keeps.
  await page.getByRole("link", { name: "Fare policies" }).click();
  await pageReady(page);
  await saveEconomyPolicy(page, policyName, 365);
  await assignToTheEmployee(page, policyName);

  // The booker's own choice is the lowest fare (no reason at review); the employee is picked.
  await openDelBomResults(page);
  await selectFirstFare(page);
  const bookingId = new URL(page.url()).searchParams.get("bookingId") ?? "";
  const picker = page.getByRole("region", { name: "Company employees" });
  await picker.getByRole("combobox", { name: "Adult 1" }).selectOption(employee.userId);
  await picker.getByRole("button", { name: "Fill in selected employees" }).click();
  await expect(page).toHaveURL(/employee1=/);
  await pageReady(page);
  const adult = page.getByRole("group", { name: "Adult 1" });
  await expect(adult.getByLabel("First name and middle name")).toHaveValue("Rohan");
  await adult.getByLabel("Title").selectOption("Mr");
  await fillContact(page, ownEmail("corporate.booker"));
  await page.getByRole("button", { name: "Proceed to review" }).click();

  // The employee's policy is broken: the reason is asked inside the passenger form.
  const reason = page.getByRole("region", { name: "Why this fare?" });
  await expect(reason).toHaveAccessibleDescription(
    "This fare is outside the fare policy of an employee you are booking for. Please select a reason",
  );
  await expect(adult.getByLabel("First name and middle name")).toHaveValue("Rohan");
  await expectNoAxeViolations(page, javaScriptEnabled);
  await reason.getByText("Other reason", { exact: true }).click();
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(reason.getByText("Please write your reason")).toBeVisible();
  await reason.getByLabel("Your reason").fill(reasonText);
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);

  // The report shows the booking with the employee as traveller and the reason.
  await page.goto("/manage-user/out-of-policy");
  await pageReady(page);
  const report = page.getByRole("table", { name: "Bookings outside policy" });
  const row = report.getByRole("row", { name: new RegExp(bookingId) });
  await expect(row).toContainText("Rohan Gupta");
  await expect(row).toContainText(reasonText);
  await expect(row).toContainText("Booked less than 365 days ahead");
});
