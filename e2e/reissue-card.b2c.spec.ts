import type { Page } from "@playwright/test";
import { pdfText } from "../apps/portal/app/server/testing/pdf-text";
import { expectNoAxeViolations } from "./axe";
import { bookingIdOf } from "./booking-flow";
import {
  chooseFirstFare,
  fillPassengerAndContact,
  payByCard,
  reviewAndPayByCard,
} from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";
import { addDays, chooseDearestNewFlight } from "./reissue-steps";

// A booking paid by card, then its change paid by card: two gateway payments of 3 s each.
test.describe.configure({ timeout: 180_000 });

async function bookAndPayByCard(page: Page) {
  await chooseFirstFare(page);
  await fillPassengerAndContact(page);
  await reviewAndPayByCard(page, "Vikram Iyer");
  return bookingIdOf(page);
}

test("a customer moves a booking to a later date, pays the difference by card and gets a new ticket and an amendment invoice PDF (decision 0075)", async ({
  page,
  javaScriptEnabled,
}) => {
  // A customer of their own: no wallet, so the card pays both the booking and the change.
  await logInAsNew(page, "customer@wayfare.test");
  const bookingId = await bookAndPayByCard(page);
  const oldTicket =
    (await page
      .getByText(/\b\d{13}\b/)
      .first()
      .textContent()) ?? "";
  await page.goto(`/flight/reissue/?flowType=REISSUE&bookingId=${bookingId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Change date or class" })).toBeVisible();
  const date = page.getByLabel("New travel date");
  await date.fill(addDays(await date.inputValue(), 7));
  await page.getByRole("button", { name: "Search flights" }).click();

  const flights = page.getByRole("radiogroup", { name: "New flight" });
  await expect(flights).toBeVisible();
  await chooseDearestNewFlight(page);
  await page.getByRole("button", { name: "Review the change" }).click();

  await expect(page).toHaveURL(/\/flight\/reissue\/review\/\?reissueId=RI\d{12}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Review the change" })).toBeVisible();
  await expect(page.getByText(/^Total to pay:/)).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
  await payByCard(page, "4111 1111 1111 1111", "Vikram Iyer");

  // The payment status page follows the gateway, then comes back to the change, done.
  await expect(
    page.getByRole("heading", { level: 1, name: "Your booking is changed" }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("status")).toContainText("New tickets are issued.");
  const newTicket = page.getByRole("table").getByRole("cell", { name: /^\d{13}$/ });
  await expect(newTicket).toBeVisible();
  expect(await newTicket.textContent()).not.toBe(oldTicket);
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  await page
    .getByRole("link", { name: /^Amendment invoice RI\d{12}/ })
    .first()
    .click();
  const invoiceNumber = page.getByText(/^AI-RI\d{12}-[A-Z]$/);
  await expect(invoiceNumber).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
  const download = page.getByRole("link", { name: "Download PDF" });
  const pdf = await page.request.get((await download.getAttribute("href")) ?? "");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(await pdfText(await pdf.body())).toContain((await invoiceNumber.textContent()) ?? "-");
});
