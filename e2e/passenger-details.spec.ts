import type { Page } from "@playwright/test";
import {
  chooseFirstFare,
  fillContact,
  fillPassenger,
  openDelBomResults,
  selectFirstFare,
  surname,
} from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";
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

test("booking the same passenger on the same flight again asks 'Do you want to continue booking?' (J§2)", async ({
  page,
}) => {
  const lastName = surname("Seth");
  await logInAsAgent(page);
  await openDelBomResults(page);
  const results = page.url();
  const flight = await selectFirstFare(page);
  // The stepper's first step leads back to these very results.
  const steps = page.getByRole("navigation", { name: "Booking steps" });
  const { pathname, search } = new URL(results);
  await expect(steps.getByRole("link").first()).toHaveAttribute("href", `${pathname}${search}`);
  await nameAdultAndContact(page, lastName);
  await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);

  // The same flight again: the sale (and other tests' bookings) may have moved it down the
  // price order, past the first page, so the whole list is shown.
  const everything = new URL(results);
  everything.searchParams.set("show", "500");
  await page.goto(everything.toString(), { waitUntil: readyState() });
  const card = page.locator("[data-slot=flight-result-card]").filter({
    has: page.getByRole("heading", { name: flight, exact: true }),
  });
  // It may now share its price with another flight and be folded under it.
  const group = page.locator("details[data-slot=same-price-group]", { has: card });
  if ((await group.count()) > 0 && !(await card.isVisible())) {
    await group.locator("summary").first().click();
  }
  await card.getByRole("button", { name: "Select" }).click();
  await expect(page).toHaveURL(/\/flight\/passengers\?bookingId=/);
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
