import { BOOKING_IMPORT_MESSAGES, catalogueError } from "@wayfare/domain";
import { expectNoAxeViolations } from "./axe";
import { bookingIdOf } from "./booking-flow";
import { chooseFirstFare, fillPassengerAndContact, reviewAndPayByCard } from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

// A customer's booking paid by card (the gateway takes 3 s), then the agent's import.
test.describe.configure({ timeout: 120_000 });

test("an agent imports a booking a customer made with us by its PNR and last name, and sees it in their bookings (IMPORT, decision 0084)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsNew(page, "customer@wayfare.test");
  await chooseFirstFare(page);
  await fillPassengerAndContact(page);
  await reviewAndPayByCard(page, "Ravi Kumar");
  const bookingId = bookingIdOf(page);
  const header = page.locator("[data-slot=confirmation-header]");
  const [, pnr = ""] = ((await header.locator("li").first().textContent()) ?? "").split(": ");
  expect(pnr).toMatch(/^[A-Z2-9]{6}$/);
  const lastName = /Ravi (Kumar[a-z]{4})/.exec(
    (await page.getByRole("main").textContent()) ?? "",
  )?.[1];
  expect(lastName).toBeTruthy();

  await page.context().clearCookies();
  await logInAsNew(page, "agent@wayfare.test");
  await page.goto("/my-bookings");
  await expect(page.getByRole("main")).not.toContainText(bookingId);
  await page.getByRole("link", { name: "Import a booking by its PNR" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import a booking" })).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  const pnrBox = page.getByRole("textbox", { name: "Airline PNR" });
  const nameBox = page.getByRole("textbox", { name: "Passenger's last name" });
  await pnrBox.fill(pnr.toLowerCase());
  await nameBox.fill("Sharma");
  await page.getByRole("button", { name: "Import booking" }).click();
  await expect(page.getByText(catalogueError("1016").message)).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);

  await pnrBox.fill(pnr);
  await nameBox.fill(lastName?.toUpperCase() ?? "");
  await page.getByRole("button", { name: "Import booking" }).click();
  await expect(page.getByText(BOOKING_IMPORT_MESSAGES.imported(bookingId))).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);

  await page.getByRole("link", { name: "Go to my bookings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My bookings" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(bookingId);
});
