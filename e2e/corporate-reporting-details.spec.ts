import { expectNoAxeViolations } from "./axe";
import { openDelBomResults, surname } from "./booking-steps";
import {
  fillEmployeeTraveller,
  passengerPageBookingId,
  policyReasonQuestion,
  saveAndAssignAheadPolicy,
  selectCorporateFare,
} from "./corporate-steps";
import { expect, test } from "./fixtures";
import { accountLike, logInAs, logInAsNew, ownEmail } from "./own-data";
import { pageReady } from "./page-ready";

test("a corporate admin corrects an out-of-policy booking's Cost Centre: a bad value is refused with J§5's words, a good one shows in the report (F§7 update-reporting-details)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(150_000);
  const admin = await logInAsNew(page, "corporate@acme.test");
  const origin = new URL(page.url()).origin;
  const employee = await accountLike(page.request, "employee@acme.test", admin.partnerId);
  const policyName = `A year ahead ${surname("")}`;

  // A policy no fare of the next months keeps, so the employee's booking needs a reason.
  await page.goto("/manage-user/policies");
  await pageReady(page);
  await saveAndAssignAheadPolicy(page, policyName);

  // The employee books a corporate fare with a reason and a Cost Centre.
  await logInAs(page, employee, origin);
  await openDelBomResults(page);
  await selectCorporateFare(page);
  const why = policyReasonQuestion(page, javaScriptEnabled);
  await why.getByText("Meeting or event schedule", { exact: true }).click();
  await why.getByRole("button", { name: "Continue with this fare" }).click();
  const bookingId = await passengerPageBookingId(page);
  await fillEmployeeTraveller(page, ownEmail("meera.iyer"));
  await page
    .getByRole("group", { name: "Details your fare asks for" })
    .getByRole("textbox", { name: "Cost Centre" })
    .fill("CC 1042");
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);
  const detailsPath = `/manage-user/reporting-details?bookingId=${bookingId}`;
  expect((await page.request.get(detailsPath)).status(), "the traveller may not").toBe(404);

  // The admin opens the booking's reporting details from the report.
  await logInAs(page, admin, origin);
  await page.goto("/manage-user/out-of-policy");
  await pageReady(page);
  const report = page.getByRole("table", { name: "Bookings outside policy" });
  const row = report.getByRole("row", { name: new RegExp(bookingId) });
  await expect(row).toContainText("Cost Centre: CC 1042");
  await row.getByRole("link", { name: `Correct reporting details of ${bookingId}` }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Reporting details of ${bookingId}` }),
  ).toBeVisible();
  await pageReady(page);
  const costCentre = page
    .getByRole("group", { name: "Reporting details" })
    .getByRole("textbox", { name: "Cost Centre" });
  await expect(costCentre).toHaveValue("CC 1042");
  await expectNoAxeViolations(page, javaScriptEnabled);

  const save = page.getByRole("button", { name: "Save reporting details" });
  await costCentre.fill("CC-77");
  await save.click();
  await expect(costCentre).toHaveAccessibleDescription(
    /Cost Centre should not contains special character/,
  );
  await expectNoAxeViolations(page, javaScriptEnabled);
  await page.goto(detailsPath);
  await expect(costCentre).toHaveValue("CC 1042");

  await pageReady(page);
  await costCentre.fill("CC 77");
  await save.click();
  await expect(page.getByText(`Reporting details of ${bookingId} saved.`)).toBeVisible();
  await expect(costCentre).toHaveValue("CC 77");
  await page.getByRole("link", { name: "Back to bookings outside policy" }).click();
  await expect(row).toContainText("Cost Centre: CC 77");
});

test("a corporate admin opens a booking's reporting details by its id; another organisation's is not found", async ({
  page,
}) => {
  await logInAsNew(page, "corporate@acme.test");
  await page.goto("/manage-user/out-of-policy");
  await pageReady(page);
  const find = page.getByRole("form", { name: "Open a booking's reporting details" });
  await find.getByLabel("Booking id").fill("WF2611270000001");
  await find.getByRole("button", { name: "Open" }).click();
  await expect(page).toHaveURL(/\/manage-user\/reporting-details\?bookingId=WF2611270000001/);
  await expect(page).toHaveTitle(/^Page not found/);
});
