import { expectNoAxeViolations } from "./axe";
import {
  confirmReview,
  continueToReview,
  fillContact,
  fillPassenger,
  openDelBomResults,
  payByCard,
  surname,
} from "./booking-steps";
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
  const card = page
    .locator("[data-slot=flight-result-card]:visible")
    .filter({ has: page.getByText("Fares and details") })
    .first();
  await card.getByText("Fares and details").click();
  await card.getByRole("button", { name: /^Select Corporate, / }).click();
  // Above the day's lowest net fare the company's policy asks why first.
  const why = javaScriptEnabled
    ? page.getByRole("dialog", { name: "Why not the lowest fare?" })
    : page.getByRole("region", { name: "Why not the lowest fare?" });
  const passengerPage = page.getByRole("heading", { level: 1, name: "Passenger details" });
  await expect(passengerPage.or(why)).toBeVisible();
  if (await why.isVisible()) {
    await why.getByText("Meeting or event schedule", { exact: true }).click();
    await why.getByRole("button", { name: "Continue with this fare" }).click();
  }
  await expect(passengerPage).toBeVisible();
  await pageReady(page);

  const employee = page.getByRole("group", { name: "Adult 1" });
  await fillPassenger(page, "Adult 1", "Meera", surname("Iyer"));
  await employee.getByRole("textbox", { name: "Email" }).fill("meera@acme.test");
  await employee.getByRole("textbox", { name: "Mobile" }).fill("9876543210");
  await fillContact(page, ownEmail("meera.iyer"));
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
