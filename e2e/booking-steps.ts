import { expect, type Locator, type Page } from "@playwright/test";
import type { SearchQuery } from "../packages/domain/src/search";
import { delBomUrl } from "./flight-results-page";
import { ownEmail, ownTravelDate } from "./own-data";
import { pageReady } from "./page-ready";

/** Opens DEL→BOM results on a travel day of the test's own (e2e/own-data.ts). */
export async function openDelBomResults(page: Page, paxInfo?: SearchQuery["paxInfo"]) {
  await page.goto(
    delBomUrl({
      routeInfos: [
        { fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: ownTravelDate() },
      ],
      ...(paxInfo ? { paxInfo } : {}),
    }),
  );
  await pageReady(page);
}

/**
 * Selects the first card's default fare (of `list`, e.g. the return's once the onward is
 * chosen) and waits for the passenger page. The test owns the travel day, so no other test
 * has sold its seats. Answers the chosen card's heading (airline and flight numbers).
 */
export async function selectFirstFare(page: Page, list: Page | Locator = page): Promise<string> {
  const chosen = list.locator("[data-slot=flight-result-card]:visible").first();
  const flight = (await chosen.getByRole("heading").textContent()) ?? "";
  await chosen.getByRole("button", { name: "Select" }).click();
  await passengerPageReached(page);
  return flight;
}

async function passengerPageReached(page: Page) {
  await expect(page).toHaveURL(/\/flight\/passengers\?bookingId=WF\d{13}/);
  await expect(page.getByRole("heading", { level: 1, name: "Passenger details" })).toBeVisible();
  await pageReady(page);
}

/** With every leg's fare chosen, the selection box's continue (J§4) to the passenger page. */
export async function continueWithSelection(page: Page) {
  await page
    .getByRole("region", { name: "Your selection" })
    .getByRole("button", { name: "Continue with these flights" })
    .click();
  await passengerPageReached(page);
}

export async function chooseFirstFare(page: Page, paxInfo?: SearchQuery["paxInfo"]) {
  await openDelBomResults(page, paxInfo);
  await selectFirstFare(page);
}

/**
 * A surname with a random tail: the service asks before booking the same passenger on the
 * same flight twice ('Do you want to continue booking?'), and runs share flights.
 */
export function surname(base: string): string {
  const tail = Array.from({ length: 4 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  );
  return `${base}${tail.join("")}`;
}

/** A date of birth `years` (and `days`) ago, yyyy-mm-dd. */
export function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Names the passenger of fieldset `group` ("Adult 2"), with a date of birth when asked. */
export async function fillPassenger(
  page: Page,
  group: string,
  first: string,
  last: string,
  dob?: string,
) {
  const fields = page.getByRole("group", { name: group });
  await fields.getByLabel("Title").selectOption({ index: 1 });
  await fields.getByLabel("First name and middle name").fill(first);
  await fields.getByLabel("Last name").fill(last);
  if (dob) await fields.getByLabel("Date of birth").fill(dob);
}

export async function fillContact(page: Page, email: string, mobile = "9876543210") {
  const contact = page.getByRole("group", { name: "Contact details" });
  await contact.getByLabel("Mobile").fill(mobile);
  await contact.getByLabel("Email").fill(email);
}

/** The optional contact fields: an emergency contact and the address at the destination. */
export async function fillEmergencyContactAndAddress(page: Page) {
  const emergency = page.getByRole("group", { name: "Emergency contact (optional)" });
  await emergency.getByLabel("Name").fill("Karan Iyer");
  await emergency.getByLabel("Mobile").fill("9123456789");
  await page
    .getByRole("group", { name: "Contact details" })
    .getByLabel("Address at destination (optional)")
    .fill("Hotel Marine Plaza, Mumbai");
}

/** Names Adult 1 and the contact (and `more`, if given), then goes on to the add-ons. */
export async function fillPassengerAndContact(page: Page, more?: (page: Page) => Promise<void>) {
  await fillPassenger(page, "Adult 1", "Ravi", surname("Kumar"));
  await fillContact(page, ownEmail("ravi.kumar"));
  await more?.(page);
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await continueToReview(page);
}

/** From the passenger details just sent: past the add-ons, without any, to the review. */
export async function continueToReview(page: Page) {
  await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Seats, meals and baggage" }),
  ).toBeVisible();
  await pageReady(page);
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page).toHaveURL(/\/flight\/review\?bookingId=/);
  await expect(page.getByRole("heading", { level: 1, name: "Review your booking" })).toBeVisible();
  await pageReady(page);
}

/**
 * Answers "No, thanks" to each protection product the review offers (J§5 needs a Yes or a
 * No): cancellation protection and trip insurance always, TJ Flex on a domestic trip.
 */
export async function declineProtection(page: Page) {
  const offers = page.getByRole("region", { name: "Protect your trip" });
  await expect(offers.getByRole("radiogroup").first()).toBeVisible();
  // The products' groups: not the insurance plans (shown without JavaScript), which have no "No".
  const products = offers.getByRole("radiogroup").filter({ hasText: "No, thanks" });
  for (const product of await products.all()) {
    await product.getByText("No, thanks").click();
  }
}

/** Buys one protection product (its "Yes, add it") and declines the others. */
export async function buyOnlyProtection(page: Page, product: string) {
  await declineProtection(page);
  await page
    .getByRole("region", { name: "Protect your trip" })
    .getByRole("radiogroup", { name: product })
    .getByText(/^Yes, add it/)
    .click();
}

/**
 * Completes the review: declines the protection products, then ticks the terms box from the
 * keyboard (Space), before or after hydration.
 */
export async function confirmReview(page: Page) {
  await declineProtection(page);
  await acceptTerms(page);
}

/**
 * Without JavaScript the review prices the protection answers on 'Review and pay', so a total
 * other than the one shown comes back first (J§2 'CONFIRMING PRICE'): it is read, then paid.
 */
export async function proceedAtChangedPrice(page: Page) {
  const alert = page.getByRole("status").filter({ hasText: "Price changed" });
  await expect(alert).toContainText(/^Price changed.*The total went up from ₹[\d,.]+ to ₹/);
  await page.getByRole("button", { name: "Proceed to pay" }).click();
}

/** Ticks the review's terms box from the keyboard (Space), before or after hydration. */
export async function acceptTerms(page: Page) {
  const checkbox = page.getByRole("checkbox", { name: /^I accept the/ });
  await checkbox.focus();
  await page.keyboard.press("Space");
  await expect(checkbox).toBeChecked();
}

/**
 * Pays from the deposit: the mode, "Book flight", then "Confirm payment" in the confirm
 * dialog (or, without JavaScript, the confirmation the server answers with).
 */
export async function payFromDeposit(page: Page) {
  await page
    .getByRole("radiogroup", { name: "Payment mode" })
    .getByText("Deposit", { exact: true })
    .first()
    .click();
  await page.getByRole("button", { name: "Book flight" }).click();
  await page.getByRole("button", { name: "Confirm payment" }).click();
}

/**
 * Pays with a card (one of the gateway simulator's test cards: 4111 1111 1111 1111 pays,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks for the bank's OTP).
 */
export async function payByCard(page: Page, number: string, name: string) {
  const card = page.getByRole("region", { name: "Credit or debit card" });
  await card.getByLabel("Card number").fill(number);
  await card.getByLabel("Name on the card").fill(name);
  await card.getByLabel("Expiry (MM/YY)").fill("12/30");
  await card.getByLabel("CVV").fill("123");
  await card.getByRole("button", { name: /^Pay ₹/ }).click();
}

/** From the passenger page: the review confirmed, then paid by a card that settles in seconds. */
export async function reviewAndPayByCard(page: Page, name: string) {
  await confirmReview(page);
  await page.getByRole("button", { name: "Review and pay" }).click();
  await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/);
  await pageReady(page);
  await payByCard(page, "4111 1111 1111 1111", name);
  await expect(
    page.getByRole("heading", { level: 1, name: "Your booking is confirmed" }),
  ).toBeVisible({ timeout: 30_000 });
}

/** The amount of a fare summary line ("Final Amount"): the `dd` after its `dt`. */
export function summaryAmount(page: Page, label: string) {
  return page
    .getByRole("region", { name: "Fare summary" })
    .locator("dt", { hasText: label })
    .locator("xpath=following-sibling::dd[1]");
}

/**
 * The first extra baggage with a price for the first passenger (every carrier sells it;
 * full-service carriers include their meals); returns its kilograms.
 */
export async function choosePaidBaggage(page: Page, javaScriptEnabled: boolean): Promise<string> {
  const kilograms = (label: string | null) => /(\d+) kg/.exec(label ?? "")?.[1] ?? "";
  if (!javaScriptEnabled) {
    const select = page.getByRole("combobox", { name: /^Extra baggage for/ }).first();
    const label = (await select.locator("option", { hasText: "₹" }).first().textContent()) ?? "";
    await select.selectOption({ label });
    return kilograms(label);
  }
  const baggage = page
    .getByRole("radiogroup", { name: /^Extra baggage for/ })
    .first()
    .getByRole("radio", { name: /₹/ })
    .first();
  const label = await baggage.locator("xpath=ancestor::label").textContent();
  await baggage.focus();
  await page.keyboard.press("Space");
  await expect(baggage).toBeChecked();
  return kilograms(label);
}
