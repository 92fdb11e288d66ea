import { expectNoAxeViolations } from "./axe";
import {
  chooseFirstFare,
  confirmReview,
  fillContact,
  fillPassenger,
  payByCard,
  yearsAgo,
} from "./booking-steps";
import { expect, test } from "./fixtures";
import { pageReady, readyState } from "./page-ready";

// Six pages, each scanned by axe, and a card payment that settles after 3 s.
test.describe.configure({ timeout: 150_000 });

test("a guest books DEL→BOM for 2 adults and an infant with a seat and a meal, pays by card, and finds the booking by email and booking id", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.skip(
    !javaScriptEnabled,
    "axe and the seat grid need JavaScript; the lookup without it is below",
  );
  const email = `guest.${Date.now()}@example.in`;
  await chooseFirstFare(page, { ADULT: 2, CHILD: 0, INFANT: 1 });
  await expectNoAxeViolations(page);
  await fillPassenger(page, "Adult 1", "Meera", "Iyer");
  await fillPassenger(page, "Adult 2", "Karan", "Iyer");
  await fillPassenger(page, "Infant 1", "Tara", "Iyer", yearsAgo(1));
  await fillContact(page, email, "9812345678");
  await page.getByRole("button", { name: "Proceed to review" }).click();

  await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);
  await pageReady(page);
  await expectNoAxeViolations(page);
  const meal = page
    .getByRole("radiogroup", { name: /^Meal for/ })
    .first()
    .getByRole("radio")
    .nth(1);
  await meal.focus();
  await page.keyboard.press("Space");
  await expect(meal).toBeChecked();
  // Adult 1 carries the infant: no exit-row seat for them.
  const grid = page.getByRole("grid").first();
  await grid
    .locator('[role=gridcell]:not([aria-disabled="true"]):not([aria-label*="xit"])')
    .first()
    .focus();
  await page.keyboard.press("Enter");
  const announced = page.getByRole("status").filter({ hasText: /selected for/ });
  await expect(announced).toBeVisible();
  const seatNo = /(\d+[A-K]) selected/.exec((await announced.textContent()) ?? "")?.[1] ?? "";
  await page.getByRole("button", { name: "Continue to review" }).click();

  await expect(page).toHaveURL(/\/flight\/review\?bookingId=/);
  await pageReady(page);
  await expect(page.getByRole("region", { name: "Seats, meals and baggage" })).toContainText(
    `seat ${seatNo}`,
  );
  await expectNoAxeViolations(page);
  await confirmReview(page);
  await page.getByRole("button", { name: "Review and pay" }).click();

  await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/);
  await pageReady(page);
  await expectNoAxeViolations(page);
  await payByCard(page, "4111 1111 1111 1111", "Meera Iyer");
  await expect(
    page.getByRole("heading", { name: "We're processing your payment..." }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/, { timeout: 15_000 });
  await expect(
    page.getByRole("heading", { level: 1, name: "Your booking is confirmed" }),
  ).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page);
  const bookingId = new URL(page.url()).searchParams.get("bookingId") ?? "";

  // A guest cannot cancel: told so, with a login that comes back to the cancellation.
  await expect(page.getByRole("link", { name: "Cancel Booking" })).toHaveCount(0);
  await page.getByRole("link", { name: "Login to Cancel" }).click();
  await expect(page).toHaveURL(/\/app\/login\?next=/);
  expect(new URL(page.url()).searchParams.get("next")).toBe(
    `/flight/cancel?bookingId=${bookingId}`,
  );
  await page.goto(`/flight/cancel?bookingId=${bookingId}`);
  await expect(page.getByRole("link", { name: "Login to Cancel" })).toBeVisible();
  await expect(page.getByRole("button", { name: /refund/i })).toHaveCount(0);

  // Another day, another browser: a new guest finds it by the contact's email and the id.
  const later = await browser.newContext();
  const visitor = await later.newPage();
  await visitor.goto("/flight", { waitUntil: readyState() });
  await visitor.getByRole("banner").getByRole("link", { name: "Find booking" }).click();
  await expect(visitor).toHaveURL(/\/find-booking$/);
  await expectNoAxeViolations(visitor);
  await visitor.getByLabel("Booking id").fill(bookingId.toLowerCase());
  await visitor.getByLabel("Email or mobile").fill(email);
  await visitor.getByRole("button", { name: "Find booking" }).click();
  const found = visitor.getByRole("region", { name: `Booking ${bookingId}` });
  await expect(
    found.getByRole("heading", { level: 1, name: "Your booking is confirmed" }),
  ).toBeVisible();
  await expect(found).toContainText("Tara Iyer");
  await expect(found).toContainText(`seat ${seatNo}`);
  await expect(found.getByRole("link", { name: "Login to Cancel" })).toBeVisible();
  await expectNoAxeViolations(visitor);
  await later.close();
});

test("the lookup explains a blank contact, and tells nothing about a booking that is not yours", async ({
  page,
}) => {
  await page.goto("/find-booking", { waitUntil: readyState() });
  await page.getByLabel("Booking id").fill("WF0000000000000");
  await page.getByRole("button", { name: "Find booking" }).click();
  await expect(page.getByText("Please Enter Email/Mobile").first()).toBeVisible();

  await page.getByLabel("Email or mobile").fill("someone@example.in");
  await page.getByRole("button", { name: "Find booking" }).click();
  await expect(page.getByText("No booking found for the PNR")).toBeVisible();
  await expect(page.getByLabel("Email or mobile")).toHaveValue("someone@example.in");
});
