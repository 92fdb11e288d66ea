import { expectNoAxeViolations } from "./axe";
import { confirmReview, continueToReview, openDelBomResults, payByCard } from "./booking-steps";
import {
  fillEmployeeTraveller,
  policyReasonQuestion,
  selectCorporateFare,
} from "./corporate-steps";
import { expect, test } from "./fixtures";
import { logInAsNew, ownEmail } from "./own-data";
import { pageReady } from "./page-ready";

test.describe.configure({ timeout: 150_000 });

test("a corporate fare asks for the company's cost centre, checked by its basis (J§5), and the booking shows it", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsNew(page, "employee@acme.test");
  await page.waitForURL(/\/flight$/);
  await openDelBomResults(page);
  await selectCorporateFare(page);
  // Above the day's lowest net fare the company's policy asks why first.
  const why = policyReasonQuestion(page, javaScriptEnabled);
  const passengerPage = page.getByRole("heading", { level: 1, name: "Passenger details" });
  await expect(passengerPage.or(why)).toBeVisible();
  if (await why.isVisible()) {
    await why.getByText("Meeting or event schedule", { exact: true }).click();
    await why.getByRole("button", { name: "Continue with this fare" }).click();
  }
  await expect(passengerPage).toBeVisible();
  await pageReady(page);

  await fillEmployeeTraveller(page, ownEmail("meera.iyer"));
  const fareFields = page.getByRole("group", { name: "Details your fare asks for" });
  const costCentre = fareFields.getByRole("textbox", { name: "Cost Centre" });
  await costCentre.fill("CC-1042");
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(costCentre).toHaveAccessibleDescription(
    /Cost Centre should not contains special character/,
  );
  await expectNoAxeViolations(page, javaScriptEnabled);
  await costCentre.fill("");
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(costCentre).toHaveAccessibleDescription(/Cost Centre should not be empty/);
  await costCentre.fill("CC 1042");
  await fareFields
    .getByRole("textbox", { name: "Approver Email (optional)" })
    .fill("boss@acme.test");
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await continueToReview(page);
  await confirmReview(page);
  await page.getByRole("button", { name: "Review and pay" }).click();
  await pageReady(page);
  await payByCard(page, "4111 1111 1111 1111", "Meera Iyer");
  await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/, { timeout: 20_000 });
  const contact = page.getByRole("region", { name: "Contact details" });
  await expect(contact).toContainText("Cost CentreCC 1042");
  await expect(contact).toContainText("Approver Emailboss@acme.test");
});
