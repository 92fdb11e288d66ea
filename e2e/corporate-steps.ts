import { expect, type Page } from "@playwright/test";
import { fillContact, fillPassenger, surname } from "./booking-steps";
import { pageReady } from "./page-ready";

/** On the fare policies page: saves an Economy-only policy booked at least `days` ahead. */
export async function saveEconomyPolicy(page: Page, name: string, days: number) {
  const form = page.getByRole("form", { name: "New policy" });
  await form.getByLabel("Policy name").fill(name);
  const economy = form.getByRole("checkbox", { name: "Economy", exact: true });
  await economy.focus();
  await page.keyboard.press("Space");
  await expect(economy).toBeChecked();
  await form.getByLabel("Book at least this many days ahead").fill(String(days));
  await form.getByRole("button", { name: "Save policy" }).click();
  await expect(page.getByText(`${name} saved.`)).toBeVisible();
}

/** Assigns the policy to the organisation's one employee. */
export async function assignToTheEmployee(page: Page, name: string) {
  const people = page.getByRole("region", { name: "Employees' policies" });
  await people.getByRole("combobox").selectOption({ label: name });
  await people.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText(new RegExp(`now has ${name}\\.`))).toBeVisible();
}

/**
 * On the fare policies page: saves "Economy, booked at least `days` ahead" as `name` and
 * assigns it to the organisation's only employee (a policy no fare of the next months keeps).
 */
export async function saveAndAssignAheadPolicy(page: Page, name: string, days = 365) {
  await saveEconomyPolicy(page, name, days);
  await expect(page.getByText(`Economy · ${days} days ahead`)).toBeVisible();
  await assignToTheEmployee(page, name);
  const people = page.getByRole("region", { name: "Employees' policies" });
  await expect(people.getByRole("combobox")).toHaveValue(/.+/);
}

/**
 * On DEL→BOM results: opens the flights' fares and details in order until one sells a
 * Corporate fare (not every flight of a day does), and selects it.
 */
export async function selectCorporateFare(page: Page) {
  const cards = page
    .locator("[data-slot=flight-result-card]:visible")
    .filter({ has: page.getByText("Fares and details") });
  const corporate = page.getByRole("button", { name: /^Select Corporate, / });
  for (let index = 0; index < (await cards.count()); index += 1) {
    const card = cards.nth(index);
    await card.getByText("Fares and details").click();
    // Opened: its fares' own Select buttons follow the card's.
    await expect(card.getByRole("button", { name: /^Select / }).nth(1)).toBeVisible();
    if (await card.getByRole("button", { name: /^Select Corporate, / }).isVisible()) break;
  }
  await corporate.first().click();
}

/** The policy reason's question: a dialog with JavaScript, a region of the page without. */
export const policyReasonQuestion = (page: Page, javaScriptEnabled: boolean) =>
  javaScriptEnabled
    ? page.getByRole("dialog", { name: "Why not the lowest fare?" })
    : page.getByRole("region", { name: "Why not the lowest fare?" });

/** Once the reason is given: waits for the passenger page and answers its booking id. */
export async function passengerPageBookingId(page: Page) {
  await expect(page).toHaveURL(/\/flight\/passengers\?bookingId=WF\d{13}/);
  const bookingId = new URL(page.url()).searchParams.get("bookingId") ?? "";
  await pageReady(page);
  return bookingId;
}

/** Fills the one employee traveller (Meera Iyer, with her email and mobile) and the contact. */
export async function fillEmployeeTraveller(page: Page, contactEmail: string) {
  const traveller = page.getByRole("group", { name: "Adult 1" });
  await fillPassenger(page, "Adult 1", "Meera", surname("Iyer"));
  await traveller.getByRole("textbox", { name: "Email" }).fill("meera@acme.test");
  await traveller.getByRole("textbox", { name: "Mobile" }).fill("9876543210");
  await fillContact(page, contactEmail);
}
