import { expect, test } from "@playwright/test";
import { acceptTerms, chooseFirstFare, fillPassengerAndContact } from "./booking-steps";

test.describe("a consumer portal (B2C): visitors browse and book as guests (F§2, F§4)", () => {
  test("a first visit gets a guest token in the HttpOnly cookie and stays on the page", async ({
    page,
    context,
  }) => {
    await page.goto("/flight");
    await expect(page).toHaveURL(/\/flight$/);
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === "uuid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  });

  test("a guest books up to payment, where no wallet applies", async ({ page }) => {
    await chooseFirstFare(page);
    await fillPassengerAndContact(page);
    await acceptTerms(page);
    await page.getByRole("button", { name: "Proceed to pay" }).click();
    await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/);
    await expect(
      page.getByText("No payment Modes Applicable for you. Please contact Customer Care!!!"),
    ).toBeVisible();
  });

  test("the guest session only ever sends the visitor back into this portal", async ({ page }) => {
    await page.goto("/app/guest-session?next=//evil.example/steal");
    await expect(page).toHaveURL(/localhost:\d+\/flight$/);
  });
});
