import { expect, type Page } from "@playwright/test";
import { daysAhead, delBomUrl } from "./flight-results-page";

/** A date far enough ahead for a hold (and different per run, so seats do not run out). */
function travelDate(): string {
  return daysAhead(20 + Math.floor(Math.random() * 150));
}

export async function chooseFirstFare(page: Page) {
  await page.goto(
    delBomUrl({
      routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: travelDate() }],
    }),
  );
  await page.waitForLoadState("networkidle");
  const card = page.locator("[data-slot=flight-result-card]").first();
  await card.getByRole("button", { name: "Select" }).click();
  await expect(page).toHaveURL(/\/flight\/passengers\?bookingId=WF\d{13}/);
  await expect(page.getByRole("heading", { level: 1, name: "Passenger details" })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

export async function fillPassengerAndContact(page: Page) {
  const adult = page.getByRole("group", { name: "Adult 1" });
  await adult.getByLabel("Title").selectOption("Mr");
  await adult.getByLabel("First name and middle name").fill("Ravi");
  await adult.getByLabel("Last name").fill("Kumar");
  const contact = page.getByRole("group", { name: "Contact details" });
  await contact.getByLabel("Mobile").fill("9876543210");
  await contact.getByLabel("Email").fill("ravi.kumar@example.in");
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(page).toHaveURL(/\/flight\/review\?bookingId=/);
  await expect(page.getByRole("heading", { level: 1, name: "Review your booking" })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/** Ticks the review's terms box the way a user does: on the box, not on the terms link. */
export async function acceptTerms(page: Page) {
  const checkbox = page.getByRole("checkbox", { name: /^I accept the/ });
  await checkbox.locator("xpath=ancestor::label").click({ position: { x: 12, y: 22 } });
  await expect(checkbox).toBeChecked();
}
