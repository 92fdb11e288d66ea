import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { bookingIdOf, myBooking, payFromReview, reviewFirstFare } from "./booking-flow";
import { expect, test } from "./fixtures";
import { logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

test.describe.configure({ timeout: 120_000 });

const rupees = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));

/** The header's deposit balance, in rupees. */
async function deposit(page: Page): Promise<number> {
  const header = page.getByRole("banner").getByLabel("Balances");
  await expect(header).toBeVisible();
  return rupees(await header.locator("dt:text-is('Deposit') + dd").textContent());
}

test("the airline refuses the tickets of a deposit-paid booking: the confirmation says the payment was received and why; Retry booking fails once, then tickets it, never charging again (J§3, J§4, decision 0062)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsNew(page, "agent@wayfare.test");
  const before = await deposit(page);
  await reviewFirstFare(page);

  // The simulated airline will refuse this booking's tickets twice (a dev-only hook).
  const bookingId = bookingIdOf(page);
  const refusing = await page.request.post(`/dev/refuse-ticketing?bookingId=${bookingId}&times=2`);
  expect(refusing.ok(), await refusing.text()).toBe(true);

  await payFromReview(page);

  // Paid, not ticketed: what was received, the airline's reason, no second charge.
  await expect(
    page.getByRole("heading", { level: 1, name: "Payment received, tickets not issued" }),
  ).toBeVisible();
  const received = page.getByText(/^We have received your payment of ₹[\d,.]+, but the airline/);
  await expect(received).toBeVisible();
  await expect(
    page.getByText("Airline's reason: The airline's ticketing system did not confirm the tickets."),
  ).toBeVisible();
  await expect(page.getByText("You will not be charged again when you retry.")).toBeVisible();
  await expect(page.getByText("Tickets pending", { exact: true })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Ticket number" })).toHaveCount(0);
  const amount = rupees((await received.textContent())?.match(/₹[\d,.]+/)?.[0] ?? null);
  expect(amount).toBeGreaterThan(0);
  const afterPaying = await deposit(page);
  expect(before - afterPaying).toBeCloseTo(amount, 2);
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  // Paid and unticketed, it waits under My bookings' Unconfirmed tab.
  await page.goto("/my-bookings?tab=Unconfirmed");
  const card = myBooking(page, bookingId);
  await expect(card).toContainText("Tickets pending");
  await expect(card).not.toContainText("Pay by");
  await card.getByRole("link").first().click();
  const notTicketed = page.getByRole("heading", {
    level: 1,
    name: "Payment received, tickets not issued",
  });
  await expect(notTicketed).toBeVisible();
  // A review link kept from before the payment leads here too: nothing is left to review.
  await page.goto(`/flight/review?bookingId=${bookingId}`);
  await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/);
  await expect(notTicketed).toBeVisible();
  await pageReady(page);

  // The first retry is refused again: the page says so and offers the retry still.
  await page.getByRole("button", { name: "Retry booking" }).click();
  await expect(
    page.getByText("The airline still could not issue the tickets. Please retry in a few minutes."),
  ).toBeVisible();
  await expect(page.getByText("Retry booking failed")).toBeVisible();
  expect(await deposit(page)).toBe(afterPaying);
  await pageReady(page);

  // The next retry: the airline issues the tickets; nothing more is taken.
  await page.getByRole("button", { name: "Retry booking" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Your booking is confirmed" }),
  ).toBeVisible();
  await expect(page.getByText("Payment received, tickets not issued")).toHaveCount(0);
  await expect(page.getByRole("columnheader", { name: "Ticket number" })).toBeVisible();
  await expect(page.getByRole("cell", { name: /^[A-Z0-9]{2}: \d{13}$/ })).toBeVisible();
  await expect(page.getByText("Tickets issued on retry")).toBeVisible();
  expect(await deposit(page)).toBe(afterPaying);
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
});
