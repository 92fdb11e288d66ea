import { expectNoAxeViolations } from "./axe";
import {
  confirmReview,
  fillContact,
  fillPassenger,
  openDelBomResults,
  payByCard,
  selectFirstFare,
  surname,
} from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsNew, ownEmail } from "./own-data";
import { pageReady } from "./page-ready";

test("a corporate employee books with their employee id, email and mobile; the confirmation shows them, to the company's travel desk too (J§3)", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const { partnerId } = await logInAsNew(page, "employee@acme.test");
  await page.waitForURL(/\/flight$/);
  await openDelBomResults(page);
  // The first card's fare is the lowest net fare: no reason asked.
  await selectFirstFare(page);

  const employee = page.getByRole("group", { name: "Adult 1" });
  await fillPassenger(page, "Adult 1", "Meera", surname("Iyer"));
  await fillContact(page, ownEmail("meera.iyer"));
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(employee.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
    /Please enter Email/,
  );
  await expect(employee.getByRole("textbox", { name: "Mobile" })).toHaveAccessibleDescription(
    /Please enter valid Mobile Number/,
  );
  await expectNoAxeViolations(page, javaScriptEnabled);

  await employee.getByLabel("Employee ID (optional)").fill("ACME-0042");
  await employee.getByRole("textbox", { name: "Email" }).fill("meera@acme.test");
  await employee.getByRole("textbox", { name: "Mobile" }).fill("9876543210");
  await employee.getByLabel("Frequent flyer number (optional)").fill("6E 41827735");
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);
  await pageReady(page);
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page).toHaveURL(/\/flight\/review\?bookingId=/);
  await pageReady(page);
  await confirmReview(page);
  await page.getByRole("button", { name: "Proceed to pay" }).click();
  await pageReady(page);
  await payByCard(page, "4111 1111 1111 1111", "Meera Iyer");
  await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/, { timeout: 20_000 });

  const passengers = page.getByRole("table", { name: "Passengers" });
  const row = passengers.getByRole("row", { name: /Meera/ });
  await expect(row).toContainText("Employee id ACME-0042");
  await expect(row).toContainText("Email meera@acme.test");
  await expect(row).toContainText("Mobile 9876543210");
  await expect(row).toContainText("Frequent flyer 6E 41827735");
  await expectNoAxeViolations(page, javaScriptEnabled);

  // The company's travel desk opens the same booking and sees what the employee gave.
  const confirmation = new URL(page.url());
  const desk = await browser.newPage();
  await logInAsNew(desk, "traveldesk@acme.test", partnerId);
  await desk.goto(`${confirmation.pathname}${confirmation.search}`);
  await expect(
    desk.getByRole("table", { name: "Passengers" }).getByRole("row", { name: /Meera/ }),
  ).toContainText("Employee id ACME-0042");
  await desk.close();
});
