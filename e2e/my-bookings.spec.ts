import { newAccount, register } from "./auth-pages";
import { bookAndPay, bookingTab, bookOnHold, myBooking } from "./booking-flow";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";
import { logIn } from "./login-page";
import { logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

test.describe("My bookings (J§2): tabs, the list, paging, empty states", () => {
  test("a paid booking is under All and Upcoming, not Unconfirmed, and links to its page", async ({
    page,
  }) => {
    await logInAsAgent(page);
    const bookingId = await bookAndPay(page);

    await page.getByRole("banner").getByRole("link", { name: "My bookings" }).click();
    await expect(page).toHaveURL(/\/my-bookings$/);
    await expect(page.getByRole("heading", { level: 1, name: "My bookings" })).toBeVisible();
    await expect(bookingTab(page, "All")).toHaveAttribute("aria-current", "page");
    await expect(myBooking(page, bookingId)).toBeVisible();

    await bookingTab(page, "Upcoming").click();
    await expect(page).toHaveURL(/\?tab=Upcoming$/);
    await expect(bookingTab(page, "Upcoming")).toHaveAttribute("aria-current", "page");
    await expect(bookingTab(page, "All")).not.toHaveAttribute("aria-current", "page");
    const entry = myBooking(page, bookingId);
    await expect(entry.getByRole("heading", { name: /DEL → BOM/ })).toBeVisible();
    await expect(entry.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(entry.getByText("Mr Ravi Kumar")).toBeVisible();
    await expect(entry.getByText(/₹[\d,]+\.\d{2}/)).toBeVisible();

    await bookingTab(page, "Unconfirmed").click();
    await expect(bookingTab(page, "Unconfirmed")).toHaveAttribute("aria-current", "page");
    await expect(myBooking(page, bookingId)).toHaveCount(0);

    await page.goto("/my-bookings?tab=Upcoming");
    await myBooking(page, bookingId)
      .getByRole("link", { name: /View booking/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/flight/confirmation\\?bookingId=${bookingId}$`));
  });

  test("held bookings are Unconfirmed, with their pay-by time, a page at a time", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await logInAsAgent(page);
    const first = await bookOnHold(page);
    const second = await bookOnHold(page);

    await page.goto("/my-bookings?tab=Unconfirmed");
    for (const bookingId of [first, second]) {
      const entry = myBooking(page, bookingId);
      await expect(entry.getByText("On hold", { exact: true })).toBeVisible();
      await expect(entry.getByText(/Pay by/)).toBeVisible();
    }

    // One booking a page: newest first, then the older one on the next page.
    await page.goto("/my-bookings?tab=Unconfirmed&pageSize=1");
    const pages = page.getByRole("navigation", { name: "Unconfirmed bookings pages" });
    await expect(pages.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(bookingTab(page, "Unconfirmed")).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("link", { name: "Previous page" })).toBeVisible();
  });

  test("the agency's staff see the agency's booking, open it and cancel it; another agency cannot (0015, 0029)", async ({
    page,
    browser,
  }) => {
    const agency = await logInAsAgent(page);
    const bookingId = await bookAndPay(page);

    const staff = await browser.newPage();
    await logInAsNew(staff, "agentstaff@wayfare.test", agency.partnerId);
    await staff.waitForURL(/\/flight$/);
    await staff.goto("/my-bookings?tab=Upcoming&pageSize=50");
    await myBooking(staff, bookingId).getByRole("link").first().click();
    await expect(staff.getByText(bookingId).first()).toBeVisible();
    await staff.getByRole("link", { name: /^Cancel booking$/i }).click();
    await expect(staff.getByRole("heading", { level: 1, name: "Cancel booking" })).toBeVisible();
    await pageReady(staff);
    await staff.getByRole("button", { name: "Get refund quote" }).click();
    await expect(staff.getByRole("table", { name: "Refund quote" })).toBeVisible();
    await pageReady(staff);
    await staff.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(
      staff.getByRole("heading", { level: 1, name: "Cancellation confirmed" }),
    ).toBeVisible();
    // The refund goes back to the deposit the agency paid from.
    await expect(staff.getByRole("main").getByText("Deposit", { exact: true })).toBeVisible();
    await staff.close();

    const otherAgency = await browser.newPage();
    await logInAsNew(otherAgency, "agent@wayfare.test");
    await otherAgency.waitForURL(/\/flight$/);
    const response = await otherAgency.goto(`/flight/confirmation?bookingId=${bookingId}`);
    expect(response?.status()).toBe(404);
    await otherAgency.close();
  });

  test("each tab of a user without bookings has its empty state", async ({ page }, testInfo) => {
    // A new agency of its own: the demo agency's staff see the agency's bookings (0015).
    const account = newAccount(`empty-${testInfo.project.name}`);
    await register(page, account);
    await logIn(page, account.email, account.password);
    await page.waitForURL(/\/flight$/);
    const empty = {
      All: "No bookings yet",
      Upcoming: "No upcoming trips",
      Unconfirmed: "No unconfirmed bookings",
      Completed: "No completed trips",
      Cancelled: "No cancelled bookings",
    };
    for (const [tab, title] of Object.entries(empty)) {
      await page.goto(`/my-bookings?tab=${tab}`);
      await expect(bookingTab(page, tab)).toHaveAccessibleName(`${tab} (0)`);
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
      await expect(page.getByRole("link", { name: "Search flights" })).toBeVisible();
    }
  });

  test("a bookings link that is not ours explains itself", async ({ page }) => {
    await logInAsAgent(page);
    const response = await page.goto("/my-bookings?tab=Somewhere&page=0");
    expect(response?.status()).toBe(400);
    await expect(page.getByText("This bookings link is not valid.")).toBeVisible();
  });

  test("signed out, My bookings asks for a login", async ({ page }) => {
    await page.goto("/my-bookings");
    await expect(page).toHaveURL(/\/app\/login/);
  });
});
