import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { bookAndPay, bookingTab, myBooking } from "./booking-flow";
import {
  chooseFirstFare,
  choosePaidBaggage,
  confirmReview,
  fillContact,
  fillPassenger,
  payFromDeposit,
} from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";
import { pageReady } from "./page-ready";

async function openCancellation(page: Page) {
  await page.getByRole("link", { name: /^Cancel booking$/i }).click();
  await expect(page).toHaveURL(/\/flight\/cancel\?bookingId=WF\d{13}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cancel booking" })).toBeVisible();
  await pageReady(page);
}

test.describe("cancellation (J§2 'Cancel / amend booking'): quote, confirm, request id", () => {
  test.beforeEach(async ({ page }) => {
    await logInAsAgent(page);
  });

  test("an agent cancels a paid booking: the refund quote, then the request id and status, and its credit note", async ({
    page,
    javaScriptEnabled,
  }) => {
    const bookingId = await bookAndPay(page);
    await openCancellation(page);

    const passenger = page.getByRole("checkbox", { name: /Mr Ravi Kumar/ });
    await expect(passenger).toBeChecked();
    await page.getByLabel("Remarks (optional)").fill("Plans changed");
    await page.getByRole("button", { name: "Get refund quote" }).click();

    const quote = page.getByRole("table", { name: "Refund quote" });
    await expect(quote.getByRole("rowheader", { name: /Ravi Kumar/ })).toBeVisible();
    await expect(quote.getByRole("cell", { name: "DEL-BOM" })).toBeVisible();
    await expect(page.getByText("Total refund")).toBeVisible();
    await expect(page.getByText("Refund to")).toBeVisible();
    await expect(page.getByRole("main").getByText("Deposit", { exact: true })).toBeVisible();
    await pageReady(page);
    await page.getByRole("button", { name: "Confirm cancellation" }).click();

    await expect(
      page.getByRole("heading", { level: 1, name: "Cancellation confirmed" }),
    ).toBeVisible();
    await expect(page.getByText(/^Request ID AM\d{10}$/)).toBeVisible();
    await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(page.getByRole("table", { name: "Refund" })).toBeVisible();
    await expect(page.getByText("Remarks: Plans changed")).toBeVisible();
    const requestId =
      (await page.getByText(/^Request ID AM\d{10}$/).textContent())?.slice("Request ID ".length) ??
      "";
    const refund = await page
      .getByText("Total refund")
      .locator("xpath=following-sibling::dd[1]")
      .textContent();

    await page.getByRole("link", { name: "View booking" }).click();
    await expect(page).toHaveURL(new RegExp(`/flight/confirmation\\?bookingId=${bookingId}$`));
    await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /^Cancel booking$/i })).toHaveCount(0);

    // The cancellation's credit note (decision 0024): what was refunded, for the agency.
    const cancellations = page.getByRole("region", { name: "Cancellations" });
    await expect(cancellations).toContainText(`Request ID ${requestId}`);
    await cancellations
      .getByRole("link", { name: `Credit note for agency, request ${requestId}` })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Credit note for agency" }),
    ).toBeVisible();
    await expect(page.getByText(`CN-${requestId}-A`)).toBeVisible();
    await expect(page.getByRole("row", { name: /^Total / })).toContainText(refund ?? "?");
    await expect(page.getByRole("rowheader", { name: "Net Credited" })).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    await page.goto(`/flight/confirmation?bookingId=${bookingId}`);

    await page.goto("/my-bookings?tab=Cancelled");
    await expect(bookingTab(page, "Cancelled")).toHaveAttribute("aria-current", "page");
    await expect(myBooking(page, bookingId).getByText("Cancelled", { exact: true })).toBeVisible();
  });

  test("nobody ticked: 'Please Select atleast one passenger'", async ({ page }) => {
    await bookAndPay(page);
    await openCancellation(page);
    const passenger = page.getByRole("checkbox", { name: /Mr Ravi Kumar/ });
    await passenger.focus();
    await page.keyboard.press("Space");
    await expect(passenger).not.toBeChecked();
    await page.getByRole("button", { name: "Get refund quote" }).click();
    await expect(page.getByText("Please Select atleast one passenger")).toBeVisible();
    await expect(page.getByRole("table", { name: "Refund quote" })).toHaveCount(0);
  });

  test("paid extra baggage is listed on the quote, kept, and apart from the fare's refund (decision 0023)", async ({
    page,
    javaScriptEnabled,
  }) => {
    await chooseFirstFare(page);
    await fillPassenger(page, "Adult 1", "Ravi", "Kumar");
    await fillContact(page, "ravi.kumar@example.in");
    await page.getByRole("button", { name: "Proceed to review" }).click();
    await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);
    await pageReady(page);
    const kilograms = await choosePaidBaggage(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Continue to review" }).click();
    await expect(page).toHaveURL(/\/flight\/review\?bookingId=/);
    await pageReady(page);
    await confirmReview(page);
    await page.getByRole("button", { name: "Review and pay" }).click();
    await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/, { timeout: 15_000 });
    await pageReady(page);
    await payFromDeposit(page);
    await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/, { timeout: 15_000 });

    await openCancellation(page);
    await page.getByRole("button", { name: "Get refund quote" }).click();
    const addOns = page.getByRole("table", { name: "Seats, meals and baggage on these flights" });
    await expect(addOns.getByRole("cell", { name: `Extra baggage ${kilograms} kg` })).toBeVisible();
    await expect(
      page.getByText(
        "Add-ons you paid for are not refunded when you cancel, as with the airlines.",
      ),
    ).toBeVisible();
  });

  test("a wrong booking id explains itself", async ({ page }) => {
    const unknown = await page.goto("/flight/cancel?bookingId=WF0000000000000");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByText("No booking found for the PNR")).toBeVisible();
    await expect(page.getByRole("link", { name: "My bookings" }).first()).toBeVisible();

    const malformed = await page.goto("/flight/cancel?bookingId=not-a-booking");
    expect(malformed?.status()).toBe(404);
    await expect(page.getByText("This booking link is not complete.")).toBeVisible();
  });
});
