import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { bookAndPay } from "./booking-flow";
import { choosePaidBaggage, payByCard } from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";
import { pageReady } from "./page-ready";

// Books and pays first, then three pages with an axe scan each.
test.describe.configure({ timeout: 120_000 });

/** The first open seat for the passenger, by keyboard on the grid or from the list without JavaScript. */
async function chooseSeat(page: Page, javaScriptEnabled: boolean): Promise<string> {
  if (!javaScriptEnabled) {
    const seat = page
      .getByRole("group", { name: /^Seat for Mr Ravi Kumar/ })
      .getByRole("radio", { name: /^\d+[A-K],/ })
      .first();
    await seat.check();
    return /^(\d+[A-K])/.exec((await seat.getAttribute("aria-label")) ?? "")?.[1] ?? "";
  }
  const grid = page.getByRole("grid").first();
  await grid.locator('[role=gridcell]:not([aria-disabled="true"])').first().focus();
  await page.keyboard.press("Enter");
  const announced = page.getByRole("status").filter({ hasText: /selected for Mr Ravi Kumar/ });
  await expect(announced).toBeVisible();
  return /(\d+[A-K]) selected/.exec((await announced.textContent()) ?? "")?.[1] ?? "";
}

/**
 * As a new agent: books and pays, then from "More options" adds the first open seat and a
 * paid bag, and stands on the review page (axe on both pages).
 */
async function reviewSeatAndBag(page: Page, javaScriptEnabled: boolean) {
  // An agency of its own: no other test spends this deposit or books this traveller.
  await logInAsAgent(page);
  const bookingId = await bookAndPay(page);
  await page.getByText("More options").click();
  await page.getByRole("link", { name: "Add seats, meals or baggage" }).click();

  await expect(page).toHaveURL(new RegExp(`/flight/modifyBooking/\\?bookingId=${bookingId}$`));
  await expect(
    page.getByRole("heading", { level: 1, name: "Add seats, meals or baggage" }),
  ).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
  await expect(page.getByRole("region", { name: "Airport services" })).toHaveCount(0);
  const seatNo = await chooseSeat(page, javaScriptEnabled);
  expect(seatNo).not.toBe("");
  const kilograms = await choosePaidBaggage(page, javaScriptEnabled);
  expect(kilograms).not.toBe("");
  // Keyboard only: the submit buttons pressed with Enter.
  await page.getByRole("button", { name: "Review the price" }).press("Enter");

  await expect(page).toHaveURL(/\/flight\/modifyBooking\/review\/\?modificationId=MB\d{12}$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Review and pay for what you add" }),
  ).toBeVisible();
  const adding = page.getByRole("region", { name: "Adding to this booking" });
  await expect(adding).toContainText(`seat ${seatNo}`);
  await expect(adding).toContainText(`${kilograms} kg extra baggage`);
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
  return { bookingId, seatNo, kilograms };
}

/** The booking's confirmation lists the seat and the bag added (axe on it). */
async function expectAddedOnBooking(
  page: Page,
  javaScriptEnabled: boolean,
  { bookingId, seatNo, kilograms }: { bookingId: string; seatNo: string; kilograms: string },
) {
  await expect(page).toHaveURL(new RegExp(`/flight/confirmation\\?bookingId=${bookingId}$`));
  const addOns = page.getByRole("region", { name: "Seats, meals and baggage" });
  await expect(addOns).toContainText(`seat ${seatNo}`);
  await expect(addOns).toContainText(`${kilograms} kg extra baggage`);
  await expect(page.getByText("Seats, meals or baggage added")).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
}

test("an agent adds a seat and a bag to a ticketed booking, pays from the deposit and sees them on the booking (modify booking, decision 0067)", async ({
  page,
  javaScriptEnabled,
}) => {
  const added = await reviewSeatAndBag(page, javaScriptEnabled);
  const { seatNo, kilograms } = added;
  await expect(page.getByRole("radio", { name: /^Deposit/ })).toBeChecked();
  await page
    .locator("form", { has: page.getByRole("radio", { name: /^Deposit/ }) })
    .getByRole("button", { name: /^Pay ₹/ })
    .press("Enter");
  await expectAddedOnBooking(page, javaScriptEnabled, added);

  // Their amendment invoice, apart from the booking's.
  await page.getByText("More options").click();
  await page
    .getByRole("link", { name: /^Amendment invoice MB\d{12} \(Invoice for agency\)$/ })
    .click();
  await expect(page.getByText(/^AI-MB\d{12}-A$/)).toBeVisible();
  await expect(page.getByRole("row", { name: /^Airline Fee / })).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
  await page.getByRole("link", { name: "Back to the booking" }).click();

  // The e-ticket shows them too.
  await page.getByText("More options").click();
  await page.getByRole("link", { name: "Print the e-ticket", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "E-ticket" })).toBeVisible();
  const ticketAddOns = page.getByRole("region", { name: "Seats, meals and baggage" });
  await expect(ticketAddOns).toContainText(`seat ${seatNo}`);
  await expect(ticketAddOns).toContainText(`${kilograms} kg extra baggage`);
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
});

test("an agent adds a seat and a bag to a ticketed booking and pays by card (modify booking, decision 0067)", async ({
  page,
  javaScriptEnabled,
}) => {
  const added = await reviewSeatAndBag(page, javaScriptEnabled);
  await payByCard(page, "4111 1111 1111 1111", "Asha Rao");
  // The gateway's pending page follows the payment, then the booking shows what was added.
  await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/, { timeout: 20_000 });
  await expectAddedOnBooking(page, javaScriptEnabled, added);
});
