import { expectNoAxeViolations } from "./axe";
import { chooseFirstFare, fillContact, fillPassenger, surname } from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";
import { pageReady } from "./page-ready";

// Several pages and an axe scan of each.
test.describe.configure({ timeout: 120_000 });

// The grid and radio groups are the JavaScript versions; axe runs in the page: JS project only.
test("add-ons: axe finds nothing; a meal and a seat chosen by keyboard are charged on review", async ({
  page,
}) => {
  await logInAsAgent(page);
  await chooseFirstFare(page);
  await fillPassenger(page, "Adult 1", "Arun", surname("Rao"));
  await fillContact(page, "asha.rao@example.in");
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);
  await pageReady(page);
  await expectNoAxeViolations(page);

  // The first meal on the menu (after "No meal").
  const meals = page.getByRole("radiogroup", { name: /^Meal for/ }).first();
  const meal = meals.getByRole("radio").nth(1);
  await meal.focus();
  await page.keyboard.press("Space");
  await expect(meal).toBeChecked();

  // A seat from the grid, by keyboard: focus an open seat, choose it with Enter.
  const grid = page.getByRole("grid").first();
  await grid.locator('[role=gridcell]:not([aria-disabled="true"])').first().focus();
  await page.keyboard.press("Enter");
  const announced = page.getByRole("status").filter({ hasText: /selected for Mr Arun Rao/ });
  await expect(announced).toBeVisible();
  const seatNo = /(\d+[A-K]) selected/.exec((await announced.textContent()) ?? "")?.[1] ?? "";
  expect(seatNo).not.toBe("");

  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page).toHaveURL(/\/flight\/review\?bookingId=/);
  // Arun's seat, then his meal, on the flight.
  const addOns = page.getByRole("region", { name: "Seats, meals and baggage" });
  await expect(addOns).toContainText(new RegExp(`Mr Arun Rao\\w*, .*: seat ${seatNo}, \\S`));
});
