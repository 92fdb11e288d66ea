import { expectNoAxeViolations } from "./axe";
import { bookingIdOf, reviewFirstFare } from "./booking-flow";
import {
  acceptTerms,
  declineProtection,
  payFromDeposit,
  proceedAtChangedPrice,
} from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

test.describe.configure({ timeout: 120_000 });

test("an agent's passenger with baggage protect claims for a flight that landed 2 hours ago and sees the claim listed; a claim 97 hours after landing is refused (J§9, decision 0060)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsNew(page, "agent@wayfare.test");
  await reviewFirstFare(page);
  await declineProtection(page);
  const baggage = page.getByRole("checkbox", { name: /^Baggage protect ₹/ });
  await baggage.focus();
  await page.keyboard.press("Space");
  await expect(baggage).toBeChecked();
  await acceptTerms(page);
  await page.getByRole("button", { name: "Review and pay" }).click();
  if (!javaScriptEnabled) await proceedAtChangedPrice(page);
  await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/);
  await pageReady(page);
  await payFromDeposit(page);
  await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/);
  const bookingId = bookingIdOf(page);

  // Nothing to claim before the flight has landed.
  await page.getByRole("link", { name: "Baggage protect claims" }).click();
  await expect(page).toHaveURL(/\/flight\/baggage-claim\?bookingId=/);
  await expect(
    page.getByText(/^No claim can be made now: a claim opens when a flight lands/),
  ).toBeVisible();

  // The flight landed 2 hours ago (a dev-only hook moves this booking's flights).
  const landed = await page.request.post(`/dev/arrive-booking?bookingId=${bookingId}&hoursAgo=2`);
  expect(landed.ok(), await landed.text()).toBe(true);
  await page.reload();
  await pageReady(page);
  const whose = page.getByRole("radiogroup", { name: "Whose baggage, on which flight" });
  await expect(whose.getByRole("radio")).toHaveCount(1);
  await expect(whose).toContainText(/claims close \d+ \w+ \d{4}/);
  await expectNoAxeViolations(page, javaScriptEnabled);

  /** Fills the claim form: the only choice, Lost, a description. */
  const fillClaim = async () => {
    await whose.getByText(/\(claims close /).click();
    await expect(whose.getByRole("radio")).toBeChecked();
    await page
      .getByRole("radiogroup", { name: "What happened to the baggage" })
      .getByText("Lost", { exact: true })
      .click();
    await page
      .getByRole("textbox", { name: "Describe the baggage and what happened" })
      .fill("Navy blue suitcase with a green strap.\nNot on the belt at BOM.");
  };

  // The window closes while the form is open: the service refuses on its own clock.
  await fillClaim();
  const late = await page.request.post(`/dev/arrive-booking?bookingId=${bookingId}&hoursAgo=97`);
  expect(late.ok(), await late.text()).toBe(true);
  await page.getByRole("button", { name: "Submit claim" }).click();
  await expect(
    page.getByText("Baggage claims for this flight closed 96 hours after it arrived."),
  ).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);

  // Back inside the window: the claim is made, Submitted, listed with what it pays.
  const again = await page.request.post(`/dev/arrive-booking?bookingId=${bookingId}&hoursAgo=2`);
  expect(again.ok(), await again.text()).toBe(true);
  await page.goto(`/flight/baggage-claim?bookingId=${bookingId}`);
  await pageReady(page);
  await fillClaim();
  await page.getByRole("button", { name: "Submit claim" }).click();
  await expect(page.getByText(/^Claim BC\d{10} submitted/)).toBeVisible();
  const claim = page.getByRole("listitem", { name: /^Claim BC\d{10}$/ });
  await expect(claim).toContainText("Lost");
  await expect(claim).toContainText("Submitted");
  await expect(claim).toContainText("Up to ₹19,000.00");
  await expect(claim).toContainText("Not on the belt at BOM.");
  // One claim per passenger and flight: nothing left to claim.
  await expect(page.getByRole("button", { name: "Submit claim" })).toHaveCount(0);
  await expectNoAxeViolations(page, javaScriptEnabled);
});
