import type { Locator, Page } from "@playwright/test";
import { chooseFirstFare, fillContact, fillPassenger, surname } from "./booking-steps";
import { expect, test } from "./fixtures";
import { delBomUrl, logInAsAgent } from "./flight-results-page";
import { ownTravelDate } from "./own-data";
import { readyState } from "./page-ready";

const DISCLAIMER = "Please contact airline to confirm the Missing Name format !!";

test("a single-name passenger gets the airline's missing-name disclaimer (J§2)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsAgent(page);
  await chooseFirstFare(page);
  const adult = page.getByRole("group", { name: "Adult 1" });
  await adult.getByLabel("Title").selectOption("Mr");
  await adult.getByLabel("First name and middle name").fill("Suriya");
  if (javaScriptEnabled) {
    // As they type: shown for one name, gone once there are two.
    await expect(adult.getByText(DISCLAIMER)).toBeVisible();
    await adult.getByLabel("Last name").fill("Sivakumar");
    await expect(adult.getByText(DISCLAIMER)).toBeHidden();
    await adult.getByLabel("Last name").fill("");
  }
  // A submit refused for another reason (no contact) keeps the names and the disclaimer.
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(page.getByText("Please complete current step first")).toBeVisible();
  await expect(page.getByRole("link", { name: "Please enter valid Mobile Number" })).toBeVisible();
  await expect(adult.getByLabel("First name and middle name")).toHaveValue("Suriya");
  await expect(adult.getByText(DISCLAIMER)).toBeVisible();
});

async function nameAdultAndContact(page: Page, lastName: string) {
  await fillPassenger(page, "Adult 1", "Vikram", lastName);
  await fillContact(page, "vikram@example.in");
  await page.getByRole("button", { name: "Proceed to review" }).click();
}

/**
 * A DEL→BOM results page of `day` for `adults`, the whole list (past the first page) with
 * the card of `flight` unfolded when it shares its price with another; answers that card.
 * A flight's card is looked for among its airline's flights only: a whole day's list is long
 * enough to be virtualised, and a card far down it is not in the page.
 */
async function openFlightCard(page: Page, day: string, adults: number, flight?: string) {
  const url = new URL(
    delBomUrl({
      routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: day }],
      paxInfo: { ADULT: adults, CHILD: 0, INFANT: 0 },
    }),
    page.url(),
  );
  url.searchParams.set("show", "500");
  const airline = flight?.split(" ").at(-2);
  if (airline) url.searchParams.set("airline", airline);
  await page.goto(url.toString(), { waitUntil: readyState() });
  const cards = page.locator("[data-slot=flight-result-card]");
  if (!flight) return cards.locator("visible=true").first();
  const card = cards.filter({
    has: page.getByRole("heading", { name: flight, exact: true, includeHidden: true }),
  });
  const group = page.locator("details[data-slot=same-price-group]", { has: card });
  if ((await group.count()) > 0 && !(await card.isVisible())) {
    await group.locator("summary").first().click();
  }
  return card;
}

/**
 * Chooses the fare named `fare` among the card's fares. With JavaScript the list may be
 * drawn again as the search's full lists arrive after the page, closing a card opened just
 * before: it is opened again until the fare's button takes the click.
 */
async function selectFare(page: Page, card: Locator, fare: string) {
  const fares = card.getByRole("list", { name: "Fares" });
  await expect(async () => {
    if (!(await fares.isVisible())) await card.getByText("Fares and details").click();
    await fares
      .getByRole("button", { name: new RegExp(`^Select ${fare}, `) })
      .click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/flight\/passengers\?bookingId=/);
}

test("booking the same passenger on the same flight again asks 'Do you want to continue booking?' (J§2)", async ({
  page,
}) => {
  const lastName = surname("Seth");
  await logInAsAgent(page);
  // A fare with two seats at least (a search for two lists no other), so that one is left
  // after the first booking holds a seat. The one-adult list shown again is the same
  // search's (kept for minutes, decision 0047), so a fare must not be chosen by its seats.
  const day = ownTravelDate();
  const forTwo = await openFlightCard(page, day, 2);
  const flight = (await forTwo.getByRole("heading").first().textContent()) ?? "";
  const cheapest = await forTwo.getByRole("button", { name: "Select" }).getAttribute("aria-label");
  const fare = /^Select (.+), ₹/.exec(cheapest ?? "")?.[1] ?? "";

  const card = await openFlightCard(page, day, 1, flight);
  const results = page.url();
  await selectFare(page, card, fare);
  // The stepper's first step leads back to these very results: their search, from the top,
  // unfiltered.
  const steps = page.getByRole("navigation", { name: "Booking steps" });
  const back = new URL(results);
  back.searchParams.delete("show");
  back.searchParams.delete("airline");
  const { pathname, search } = back;
  await expect(steps.getByRole("link").first()).toHaveAttribute("href", `${pathname}${search}`);
  await nameAdultAndContact(page, lastName);
  await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);

  await selectFare(page, await openFlightCard(page, day, 1, flight), fare);
  const again = new URL(page.url()).searchParams.get("bookingId");
  await nameAdultAndContact(page, lastName);
  await expect(page.getByText("Do you want to continue booking?")).toBeVisible();
  await expect(page).toHaveURL(/\/flight\/passengers\?bookingId=/);
  await page.getByRole("button", { name: "Yes, continue booking" }).click();
  await expect(page).toHaveURL(new RegExp(`/flight/add-ons\\?bookingId=${again}`));
});

test("GST details are optional; a GST number needs the rest of the billing details (J§3)", async ({
  page,
}) => {
  await logInAsAgent(page);
  await chooseFirstFare(page);
  await fillPassenger(page, "Adult 1", "Nisha", surname("Menon"));
  await fillContact(page, "nisha@example.in");
  await page.getByText("GST details (optional)").click();
  const gst = page.getByRole("group", { name: "For a GST invoice in your company's name." });
  await gst.getByLabel("GST number").fill("27AAPFU0939F1ZV");
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(gst.getByText("Registered Name required")).toBeVisible();
  await expect(gst.getByLabel("GST number")).toHaveValue("27AAPFU0939F1ZV");

  await gst.getByLabel("Registered name").fill("Acme Industries Pvt Ltd");
  await gst.getByLabel("Billing company name").fill("Acme Industries");
  await gst.getByLabel("Mobile").fill("9876543210");
  await gst.getByLabel("Address").fill("12 MG Road");
  await gst.getByLabel("City").fill("Pune");
  await gst.getByLabel("Postal code").fill("411001");
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);
});

test("a fare that moved since the search is pointed out, with a way back (J§2)", async ({
  page,
}) => {
  await logInAsAgent(page);
  await chooseFirstFare(page);
  await expect(page.getByText("Price changed")).toHaveCount(0);
  const url = new URL(page.url());
  url.searchParams.set("quoted", "100000");
  await page.goto(url.toString());
  const alert = page.getByRole("status").filter({ hasText: "Price changed" });
  await expect(alert).toContainText(
    /The fare went up from ₹1,000\.00 to ₹[\d,]+\.\d{2} \(₹[\d,]+\.\d{2} more\)/,
  );
  await alert.getByRole("link", { name: "Choose another fare" }).click();
  await expect(page).toHaveURL(/\/flight\/list/);
});
