import { expectNoAxeViolations } from "./axe";
import {
  chooseFirstFare,
  confirmReview,
  fillPassengerAndContact,
  payByCard,
} from "./booking-steps";
import { expect, test } from "./fixtures";
import { accountLike } from "./own-data";
import { pageReady } from "./page-ready";

test.describe("a consumer portal (B2C): visitors browse and book as guests (F§2, F§4)", () => {
  test("a first visit gets a guest token in the HttpOnly cookie and stays on the page", async ({
    page,
    context,
  }) => {
    await page.goto("/flight");
    await expect(page).toHaveURL(/\/flight$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === "uuid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  });

  test("the front door gives a first visitor a guest session and lands on the flight search", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/flight$/);
    await expect(page.getByRole("heading", { level: 1, name: "Flight search" })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === "uuid")).toBe(true);
    // Back at the door with that session, the guest goes straight to the search.
    await page.goto("/");
    await expect(page).toHaveURL(/\/flight$/);
  });

  test("a guest who logs in on the passenger page comes back to the same booking as the customer (J§2)", async ({
    page,
  }) => {
    await chooseFirstFare(page);
    const passengers = page.url();
    await page.getByRole("link", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL(/\/app\/login\?next=/);
    await pageReady(page);
    const customer = await accountLike(page.request, "customer@wayfare.test");
    await page.getByLabel("Email or mobile").fill(customer.email);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(passengers);
    await expect(page.getByRole("link", { name: "Log in", exact: true })).toHaveCount(0);
    await expect(page.getByText(/Signed in as .*\(CUSTOMER\)/)).toBeVisible();
    await fillPassengerAndContact(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Review your booking" }),
    ).toBeVisible();
  });

  test("a guest pays by card: the thank-you page waits for the bank, then the booking is confirmed", async ({
    page,
  }) => {
    await chooseFirstFare(page);
    await fillPassengerAndContact(page);
    await confirmReview(page);
    await page.getByRole("button", { name: "Review and pay" }).click();
    await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/);
    await pageReady(page);
    await payByCard(page, "4111 1111 1111 1111", "Ravi Kumar");
    await expect(
      page.getByRole("heading", { name: "We're processing your payment..." }),
    ).toBeVisible();
    await expect(page.getByText(/VISA •••• 1111/)).toBeVisible();
    await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/, { timeout: 15_000 });
    await expect(
      page.getByRole("heading", { level: 1, name: "Your booking is confirmed" }),
    ).toBeVisible();
  });

  test("a declined card: 'Payment Failed !' with the reason; paid again with another card, once", async ({
    page,
    javaScriptEnabled,
  }) => {
    await chooseFirstFare(page);
    await fillPassengerAndContact(page);
    await confirmReview(page);
    await page.getByRole("button", { name: "Review and pay" }).click();
    await pageReady(page);
    const upi = page.getByRole("region", { name: "UPI" });
    await upi.getByLabel("UPI ID").fill("not an id");
    await upi.getByRole("button", { name: /^Pay ₹/ }).click();
    await expect(
      page.getByText("Please enter a valid UPI ID, like name@bank").first(),
    ).toBeVisible();
    await payByCard(page, "4000 0000 0000 0002", "Ravi Kumar");
    await expect(page.getByRole("heading", { name: "Payment Failed !" })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText("The card was declined by the issuing bank")).toBeVisible();
    await pageReady(page);
    await expectNoAxeViolations(page, javaScriptEnabled);
    await page.getByRole("link", { name: "Try another way to pay" }).click();
    await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/);
    const payment = page.url();

    // The retry: the same booking, another card, paid and ticketed.
    await pageReady(page);
    await payByCard(page, "4111 1111 1111 1111", "Ravi Kumar");
    await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/, { timeout: 20_000 });
    await expect(
      page.getByRole("heading", { level: 1, name: "Your booking is confirmed" }),
    ).toBeVisible();
    // Once: the payment page of a paid booking offers nothing to pay; it shows the booking.
    await page.goto(payment);
    await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/);
    await expect(page.getByRole("button", { name: /^Pay ₹/ })).toHaveCount(0);
  });

  test("the guest session only ever sends the visitor back into this portal", async ({ page }) => {
    await page.goto("/app/guest-session?next=//evil.example/steal");
    await expect(page).toHaveURL(/localhost:\d+\/flight$/);
  });
});
