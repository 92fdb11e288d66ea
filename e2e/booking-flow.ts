import { expect, type Page } from "@playwright/test";
import {
  chooseFirstFare,
  confirmReview,
  fillPassengerAndContact,
  payFromDeposit,
} from "./booking-steps";
import { pageReady } from "./page-ready";

/** The booking id in the page's URL (`?bookingId=WF…`). */
export function bookingIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get("bookingId");
  if (!id) throw new Error(`no bookingId in ${page.url()}`);
  return id;
}

/**
 * Books a DEL→BOM fare for one adult (Ravi Kumar) through the UI, as the user logged in,
 * and pays it from the deposit: ends on the confirmation page. Returns the booking id.
 */
export async function bookAndPay(page: Page): Promise<string> {
  await reviewFirstFare(page);
  return payReviewedFromDeposit(page);
}

/** Chooses the first DEL→BOM fare and gives one adult and the contact: ends on the review. */
export async function reviewFirstFare(page: Page) {
  await chooseFirstFare(page);
  await fillPassengerAndContact(page);
}

/**
 * From the review: accepts the terms, pays from the deposit and waits for the confirmation
 * page. Returns the booking id.
 */
export async function payReviewedFromDeposit(page: Page): Promise<string> {
  await payFromReview(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Your booking is confirmed" }),
  ).toBeVisible();
  return bookingIdOf(page);
}

/** Confirms the review, pays from the deposit and waits for the confirmation page. */
export async function payFromReview(page: Page) {
  await confirmReview(page);
  await page.getByRole("button", { name: "Review and pay" }).click();
  await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/, { timeout: 15_000 });
  await pageReady(page);
  await payFromDeposit(page);
  await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/, { timeout: 15_000 });
}

/** Books the same way and holds it with 'Block' instead of paying. Returns the booking id. */
export async function bookOnHold(page: Page): Promise<string> {
  await reviewFirstFare(page);
  await confirmReview(page);
  await page.getByRole("button", { name: "Block" }).click();
  await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/, { timeout: 15_000 });
  await expect(
    page.getByRole("heading", { level: 1, name: "Your booking is on hold" }),
  ).toBeVisible();
  return bookingIdOf(page);
}

/** The booking's entry in a My bookings list (an article named by route and booking id). */
export function myBooking(page: Page, bookingId: string) {
  return page.getByRole("article", { name: new RegExp(bookingId) });
}

/** The My bookings tab link, "Upcoming (2)". */
export function bookingTab(page: Page, tab: string) {
  return page
    .getByRole("navigation", { name: "Booking tabs" })
    .getByRole("link", { name: new RegExp(`^${tab} \\(\\d+\\)$`) });
}
