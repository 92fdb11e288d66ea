import {
  chooseFirstFare,
  confirmReview,
  fillEmergencyContactAndAddress,
  fillPassengerAndContact,
  payFromDeposit,
  selectFirstFare,
  summaryAmount,
} from "./booking-steps";
import { expect, test } from "./fixtures";
import { delBomUrl, logInAsAgent } from "./flight-results-page";
import { ownTravelDate } from "./own-data";
import { pageReady } from "./page-ready";

test.describe("booking journey (J§2, J§4): fare → passengers → review → payment → confirmation", () => {
  test.beforeEach(async ({ page }) => {
    await logInAsAgent(page);
  });

  test("an agent books and pays from the deposit; the tickets are issued", async ({
    page,
    javaScriptEnabled,
  }) => {
    await chooseFirstFare(page);
    await expect(page.getByRole("navigation", { name: "Booking steps" })).toBeVisible();

    // Blank passenger: the spec's messages, next to the fields.
    await page.getByRole("button", { name: "Proceed to review" }).click();
    await expect(page.getByText("Title should not be empty").first()).toBeVisible();
    await expect(page.getByText("Name should not be empty").first()).toBeVisible();
    await expect(page).toHaveURL(/\/flight\/passengers/);

    await fillPassengerAndContact(page);
    await expect(page.getByRole("table").filter({ hasText: "Ravi" })).toBeVisible();
    // The review shows the booking's log so far: who booked it, and when (J§4 booking logs).
    await expect(page.getByRole("table", { name: "Booking log" })).toContainText("Booked");

    // The terms must be accepted first, and each protection product answered.
    await page.getByRole("button", { name: "Review and pay" }).click();
    await expect(page.getByText("Please confirm with the T&C* to proceed.")).toBeVisible();
    await expect(
      page.getByRole("radiogroup", { name: "Cancellation protection" }),
    ).toHaveAccessibleDescription(/Please select either Yes or No/);
    await confirmReview(page);
    if (javaScriptEnabled) {
      // While the price is confirmed the button says so (J§2): the post is held to see it.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let heldPosts = 0;
      await page.route(/\/flight\/review\.data/, async (route) => {
        if (route.request().method() === "POST") {
          heldPosts += 1;
          await held;
        }
        await route.continue();
      });
      await page.getByRole("button", { name: "Review and pay" }).click();
      await expect(page.getByRole("button", { name: "CONFIRMING PRICE" })).toBeVisible();
      // The label shows as the post is sent; the route hears of the post a moment later.
      await expect.poll(() => heldPosts).toBe(1);
      release();
    } else {
      await page.getByRole("button", { name: "Review and pay" }).click();
    }

    await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/);
    await pageReady(page);
    await payFromDeposit(page);

    await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Your booking is confirmed" }),
    ).toBeVisible();
    await expect(page.getByText(/WF\d{13}/).first()).toBeVisible();
    await expect(page.getByText(/\b\d{13}\b/).first()).toBeVisible();
    // Who did what, when: the booking and its payment, by this agent.
    const log = page.getByRole("table", { name: "Booking log" });
    await expect(log.getByRole("row")).toHaveCount(3);
    await expect(log.getByRole("row").nth(1)).toContainText("Booked");
    await expect(log.getByRole("row").nth(2)).toContainText("Paid and ticketed · Deposit");
  });

  test("'Block' holds the booking for its hold charges, with every contact detail given kept; the held booking can be released with Unhold", async ({
    page,
  }) => {
    // IndiGo, a low-cost carrier: holding costs ₹200 for the passenger (J§1 hold charges).
    const travelDate = ownTravelDate();
    await page.goto(
      delBomUrl({
        routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate }],
        preferredAirlines: ["6E"],
      }),
    );
    await pageReady(page);
    await selectFirstFare(page);
    await fillPassengerAndContact(page, fillEmergencyContactAndAddress);
    await confirmReview(page);
    const block = page.getByRole("button", { name: "Block" });
    await expect(block).toHaveAccessibleDescription(
      "Hold charges of ₹200.00 join the total when you block, paid with the fare.",
    );
    await block.click();
    await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Your booking is on hold" }),
    ).toBeVisible();
    await expect(page.getByText(/On hold till/).first()).toBeVisible();
    await expect(summaryAmount(page, "Hold Charges")).toHaveText("₹200.00");
    const contact = page.getByRole("region", { name: "Contact details" });
    await expect(contact).toContainText("Emergency contactKaran Iyer, 9123456789");
    await expect(contact).toContainText("Address at destinationHotel Marine Plaza, Mumbai");
    await expect(page.getByRole("link", { name: "Pay now" })).toBeVisible();
    await pageReady(page);
    await page.getByRole("button", { name: "Unhold" }).click();
    await expect(page.getByRole("link", { name: "Pay now" })).toHaveCount(0);
  });

  test("a booking link without its id explains itself", async ({ page }) => {
    const response = await page.goto("/flight/passengers");
    expect(response?.status()).toBe(404);
  });
});
