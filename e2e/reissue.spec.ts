import { expectNoAxeViolations } from "./axe";
import { bookAndPay } from "./booking-flow";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";
import { pageReady } from "./page-ready";
import { addDays, chooseDearestNewFlight } from "./reissue-steps";

// Books and pays first, then four pages with an axe scan each.
test.describe.configure({ timeout: 120_000 });

test("a traveller moves a booking to a later date, pays the difference and gets new tickets and an amendment invoice (reissue, decision 0069)", async ({
  page,
  javaScriptEnabled,
}) => {
  // An agency of its own: no other test spends this deposit or books this traveller.
  await logInAsAgent(page);
  const bookingId = await bookAndPay(page);
  const oldTicket =
    (await page
      .getByText(/\b\d{13}\b/)
      .first()
      .textContent()) ?? "";
  await page.getByText("More options").click();
  await page.getByRole("link", { name: "Change date or class" }).click();

  await expect(page).toHaveURL(
    new RegExp(`/flight/reissue/\\?flowType=REISSUE&bookingId=${bookingId}$`),
  );
  await expect(page.getByRole("heading", { level: 1, name: "Change date or class" })).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
  const date = page.getByLabel("New travel date");
  const later = addDays(await date.inputValue(), 7);
  await date.fill(later);
  await page.getByRole("button", { name: "Search flights" }).click();

  // The search URL of J§5: one way, with the booking and the flow type.
  await expect(page).toHaveURL(
    new RegExp(
      `flowType=REISSUE&bookingId=${bookingId}&tripIndex=0&tripType=0&from=DEL&to=BOM&.*dep=${later}`,
    ),
  );
  const flights = page.getByRole("radiogroup", { name: "New flight" });
  await expect(flights).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
  await chooseDearestNewFlight(page);
  await page.getByRole("button", { name: "Review the change" }).press("Enter");

  await expect(page).toHaveURL(/\/flight\/reissue\/review\/\?reissueId=RI\d{12}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Review the change" })).toBeVisible();
  await expect(page.getByText("More than 72 hours before departure")).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Fare difference and date-change fee" }),
  ).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Deposit/ })).toBeChecked();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
  await page.getByRole("button", { name: /^Pay ₹.* and change$/ }).press("Enter");

  await expect(
    page.getByRole("heading", { level: 1, name: "Your booking is changed" }),
  ).toBeVisible();
  await expect(page.getByRole("status")).toContainText("New tickets are issued.");
  const newTicket = page.getByRole("table").getByRole("cell", { name: /^\d{13}$/ });
  await expect(newTicket).toBeVisible();
  expect(await newTicket.textContent()).not.toBe(oldTicket);
  await expect(page.getByText("Old flight (reissued)")).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  await page
    .getByRole("link", { name: /^Amendment invoice RI\d{12} \(Invoice for agency\)$/ })
    .click();
  await expect(page.getByText(/^AI-RI\d{12}-A$/)).toBeVisible();
  await expect(page.getByRole("row", { name: /^Airline Fee / })).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
  await page.getByRole("link", { name: "Back to the booking" }).click();

  // The booking shows the new date and its log says so.
  await expect(page).toHaveURL(new RegExp(`/flight/confirmation\\?bookingId=${bookingId}$`));
  await expect(page.getByText("Date or class changed, new tickets issued")).toBeVisible();
});

test("a traveller changes the class of a booking's flight on the same date (class change, decision 0069)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsAgent(page);
  const bookingId = await bookAndPay(page);
  await page.goto(`/flight/reissue/?flowType=RESCHEDULE&bookingId=${bookingId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Change date or class" })).toBeVisible();
  await page.getByLabel("Cabin class").selectOption({ label: "Business" });
  await page.getByRole("button", { name: "Search flights" }).click();

  await expect(page).toHaveURL(/flowType=RESCHEDULE&.*pClass=BUSINESS/);
  const first = page.getByRole("radiogroup", { name: "New flight" }).getByRole("radio").first();
  await first.focus();
  await page.keyboard.press("Space");
  await expect(first).toBeChecked();
  await page.getByRole("button", { name: "Review the change" }).click();

  await expect(page).toHaveURL(/\/flight\/reissue\/review\/\?reissueId=RI\d{12}$/);
  await expect(page.getByText("Class change")).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
});
