import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { payReviewedFromDeposit } from "./booking-flow";
import { continueWithSelection, fillContact, fillPassenger, surname } from "./booking-steps";
import { expect, test } from "./fixtures";
import { chooseAirport, openSearchAsAgent } from "./flight-search-page";
import { logInAsNew, ownTravelDates } from "./own-data";
import { pageReady, readyState } from "./page-ready";

// A three-flight trip searched from the form, booked, paid and partly cancelled: many pages.
test.describe.configure({ timeout: 180_000 });

const TRIP = [
  ["DEL", "BOM"],
  ["BOM", "GOI"],
  ["GOI", "DEL"],
] as const;

async function axe(page: Page, javaScriptEnabled: boolean) {
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
}

/** Flight `n` of the form (1-based): its own group with JavaScript and once the page has it. */
const flight = (page: Page, n: number) => page.getByRole("group", { name: `Flight ${n}` });

async function chooseTripType(page: Page, name: string) {
  const radio = page.getByRole("radio", { name });
  await radio.focus();
  await page.keyboard.press("Space");
  await expect(radio).toBeChecked();
}

async function fillLeg(scope: Locator, to: string, date: string, js: boolean) {
  await chooseAirport(scope, "To", to, js);
  await scope.getByLabel("Departure date", { exact: true }).fill(date);
}

/** Fills the multicity form for 2 adults and searches: with JavaScript in place, without it through the page. */
async function searchTrip(page: Page, dates: string[], js: boolean) {
  await chooseTripType(page, "Multi City");
  if (js) {
    await chooseAirport(flight(page, 1), "From", "DEL", true);
    await fillLeg(flight(page, 1), "BOM", dates[0] as string, true);
    // Flight 1's destination starts flight 2 (J§4).
    await expect(flight(page, 2).getByRole("combobox", { name: "From" })).toHaveValue(
      "Mumbai (BOM)",
    );
    await fillLeg(flight(page, 2), "GOI", dates[1] as string, true);
    await page.getByRole("button", { name: "Add another flight" }).click();
    await fillLeg(flight(page, 3), "DEL", dates[2] as string, true);
    // Changing the first date clears the later flights' dates (J§4); they are given again.
    const dateOf = (n: number) => flight(page, n).getByLabel("Departure date", { exact: true });
    await dateOf(1).fill(dates[1] as string);
    await expect(dateOf(2)).toHaveValue("");
    await expect(dateOf(3)).toHaveValue("");
    await dateOf(1).fill(dates[0] as string);
    await dateOf(2).fill(dates[1] as string);
    await dateOf(3).fill(dates[2] as string);
    await page.getByRole("button", { name: "Increase Adults" }).click();
  } else {
    await chooseAirport(page, "From", "DEL", false);
    await chooseAirport(page, "To", "BOM", false);
    await page.getByLabel("Departure date", { exact: true }).fill(dates[0] as string);
    // Each "Add another flight" brings the form back from the server with one more flight.
    await page.getByRole("button", { name: "Add another flight" }).click();
    await expect(flight(page, 2).getByRole("combobox", { name: "From" })).toHaveValue("BOM");
    await fillLeg(flight(page, 2), "GOI", dates[1] as string, false);
    await page.getByRole("button", { name: "Add another flight" }).click();
    await expect(flight(page, 3).getByRole("combobox", { name: "From" })).toHaveValue("GOI");
    await fillLeg(flight(page, 3), "DEL", dates[2] as string, false);
    await page.getByLabel("Adults", { exact: true }).fill("2");
  }
  await axe(page, js);
  await page.getByRole("button", { name: "Search flights" }).click();
  await expect(page).toHaveURL(/\/flight\/list\/?\?/);
}

test.describe("multicity (J§4: 2–5 flights, one list per flight, booked as one trip)", () => {
  test("an agent searches DEL→BOM→GOI→DEL from the form for 2 adults, books it on deposit and cancels the last flight", async ({
    page,
    javaScriptEnabled,
  }) => {
    const dates = ownTravelDates(3);
    await openSearchAsAgent(page, javaScriptEnabled);
    await searchTrip(page, dates, javaScriptEnabled);
    const url = new URL(page.url());
    expect(url.searchParams.get("tripType")).toBe("2");
    expect(url.searchParams.get("destination_2")).toBe("DEL");
    expect(url.searchParams.get("ADT")).toBe("2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Multi-city/);
    await axe(page, javaScriptEnabled);

    // One list per flight; the selection box waits until each has a fare.
    const selection = page.getByRole("region", { name: "Your selection" });
    for (const [index, [from, to]] of TRIP.entries()) {
      const list = page.getByRole("list", { name: `Flight ${index + 1}, ${from} to ${to}` });
      await list
        .locator("[data-slot=flight-result-card]:visible")
        .first()
        .getByRole("button", { name: "Select" })
        .click();
      // The fare is kept under that flight's own search id (J§3: multicity keyed by search id).
      await expect(page).toHaveURL(new RegExp(`sel\\.L${index + 1}-[0-9a-z]+=`));
      if (index < TRIP.length - 1) {
        await expect(selection).toHaveCount(0);
        await pageReady(page);
      }
    }
    for (const [index, [from, to]] of TRIP.entries()) {
      await expect(selection).toContainText(
        new RegExp(`Flight ${index + 1}, ${from} to ${to}: .*₹`),
      );
    }
    await axe(page, javaScriptEnabled);
    await continueWithSelection(page);

    const family = surname("Rao");
    await fillPassenger(page, "Adult 1", "Meera", family);
    await fillPassenger(page, "Adult 2", "Vikram", family);
    await fillContact(page, "meera.rao@example.in");
    await axe(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Proceed to review" }).click();
    await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);
    await pageReady(page);
    await axe(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Continue to review" }).click();
    await expect(page).toHaveURL(/\/flight\/review\?bookingId=/);
    for (const [from, to] of TRIP) {
      await expect(page.getByRole("main")).toContainText(new RegExp(`${from}.*${to}`));
    }
    await axe(page, javaScriptEnabled);
    const bookingId = await payReviewedFromDeposit(page);
    await axe(page, javaScriptEnabled);

    // The e-ticket (page and PDF) and the invoice carry all three flights.
    await page.goto(`/flight/ticket?bookingId=${bookingId}`);
    for (const [from, to] of TRIP) {
      await expect(page.getByRole("main")).toContainText(new RegExp(`${from}[\\s\\S]*${to}`));
    }
    await axe(page, javaScriptEnabled);
    const pdf = await page.request.get(`/flight/ticket.pdf?bookingId=${bookingId}`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    await page.goto(`/flight/invoice?bookingId=${bookingId}&audience=AGENCY`);
    await expect(page.getByRole("table", { name: "Charges" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("GOI");
    await axe(page, javaScriptEnabled);
    await page.goto(`/flight/confirmation?bookingId=${bookingId}`);

    // Cancel only the last flight, for both travellers.
    await page.getByRole("link", { name: /^Cancel booking$/i }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Cancel booking" })).toBeVisible();
    await pageReady(page);
    for (const [from, to] of TRIP.slice(0, 2)) {
      for (const box of await page
        .getByRole("group", { name: new RegExp(`^${from} → ${to}`) })
        .getByRole("checkbox")
        .all()) {
        await box.focus();
        await page.keyboard.press("Space");
        await expect(box).not.toBeChecked();
      }
    }
    await page.getByRole("button", { name: "Get refund quote" }).click();
    const quote = page.getByRole("table", { name: "Refund quote" });
    await expect(quote.getByRole("cell", { name: "GOI-DEL" }).first()).toBeVisible();
    await expect(quote.getByRole("cell", { name: "DEL-BOM" })).toHaveCount(0);
    await axe(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Cancellation confirmed" }),
    ).toBeVisible();
    await axe(page, javaScriptEnabled);
  });

  test("a sixth flight is refused with the spec's limit, and a flight to where it starts with 1005", async ({
    page,
    javaScriptEnabled,
  }) => {
    const dates = ownTravelDates(1);
    await openSearchAsAgent(page, javaScriptEnabled);
    if (javaScriptEnabled) {
      await chooseTripType(page, "Multi City");
      for (let n = 3; n <= 5; n += 1)
        await page.getByRole("button", { name: "Add another flight" }).click();
      await expect(flight(page, 5)).toBeVisible();
      await page.getByRole("button", { name: "Add another flight" }).click();
    } else {
      await page.goto("/flight?tripType=2&legs=6", { waitUntil: readyState() });
    }
    await expect(
      page.getByRole("status").filter({ hasText: /flights for a multicity/ }),
    ).toHaveText("Please choose at most 5 flights for a multicity search");
    await expect(flight(page, 5)).toBeVisible();
    await expect(flight(page, 6)).toHaveCount(0);
    await axe(page, javaScriptEnabled);

    // A link asking for six is refused on the results page with the same words.
    const date = dates[0] as string;
    const legs = [1, 2, 3, 4, 5]
      .map((n) => `origin_${n}=BOM&destination_${n}=GOI&depDate_${n}=${date}`)
      .join("&");
    await page.goto(`/flight/list/?tripType=2&from=DEL&to=BOM&dep=${date}&${legs}`, {
      waitUntil: readyState(),
    });
    await expect(page.getByRole("main")).toContainText(
      "Please choose at most 5 flights for a multicity search",
    );

    // A flight from Goa to Goa: 1005 at that flight's destination.
    await page.goto(
      `/flight/list/?tripType=2&from=DEL&to=GOI&dep=${date}&origin_1=GOI&destination_1=GOI&depDate_1=${date}`,
      { waitUntil: readyState() },
    );
    await expect(
      flight(page, 2).getByRole("combobox", { name: "To", exact: true }),
    ).toHaveAccessibleDescription(/Origin and destination can't be same/);
    await axe(page, javaScriptEnabled);
  });

  test("a consumer searches with a preferred airline and direct only: every result is both; then connecting only, and every result stops", async ({
    page,
    javaScriptEnabled,
  }) => {
    const [date] = ownTravelDates(1);
    await logInAsNew(page, "customer@wayfare.test");
    await expect(page.getByRole("heading", { name: "Flight search" })).toBeVisible();
    if (javaScriptEnabled) {
      await expect(page.getByRole("button", { name: "Swap origin and destination" })).toBeVisible();
    }
    await chooseAirport(page, "From", "DEL", javaScriptEnabled);
    await chooseAirport(page, "To", "BOM", javaScriptEnabled);
    await page.getByLabel("Departure date", { exact: true }).fill(date as string);
    await chooseTripType(page, "One Way");
    const direct = page.getByRole("radio", { name: "Direct only" });
    await direct.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowLeft");
    if (!(await direct.isChecked())) await page.keyboard.press("Space");
    await expect(direct).toBeChecked();
    await page.getByText("Preferred airlines: any").focus();
    await page.keyboard.press("Enter");
    const indigo = page.getByRole("checkbox", { name: "IndiGo (6E)" });
    await indigo.focus();
    await page.keyboard.press("Space");
    await expect(indigo).toBeChecked();
    // Enter in a field searches, with or without JavaScript.
    await page.getByLabel("Departure date", { exact: true }).press("Enter");
    await expect(page).toHaveURL(/\/flight\/list\/?\?/);
    const list = page.getByRole("list", { name: /DEL to BOM/ });
    const cards = list.locator("[data-slot=flight-result-card]");
    await expect(cards.first()).toBeVisible();
    // Every card, those folded under "more flights" too.
    for (const card of await cards.all()) {
      await expect(card).toContainText(/IndiGo 6E \d+/);
      await expect(card).toContainText("Non-stop");
    }
    await axe(page, javaScriptEnabled);

    // The same search, connecting only: every result stops on the way (J§4 stops 1).
    await page.getByRole("link", { name: "Modify search" }).click();
    await expect(page.getByRole("heading", { name: "Flight search" })).toBeVisible();
    await pageReady(page);
    const connecting = page.getByRole("radio", { name: "Connecting only" });
    await connecting.focus();
    await page.keyboard.press("Space");
    await expect(connecting).toBeChecked();
    await page.getByLabel("Departure date", { exact: true }).press("Enter");
    await expect(page).toHaveURL(/isConnecting=true|connection=connecting/);
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card).toContainText(/IndiGo 6E \d+/);
      await expect(card).toContainText(/\d stops? via/);
    }
  });
});
