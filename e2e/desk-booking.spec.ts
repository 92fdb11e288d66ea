import { DESK_LOOKUP_MESSAGES } from "@wayfare/domain";
import { expectNoAxeViolations } from "./axe";
import { bookAndPay } from "./booking-flow";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";
import { logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

test("the call centre finds a customer's booking by its PNR and opens it with its logs; an admin reads both in the audit log (issue 22, decision 0066)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsAgent(page);
  const bookingId = await bookAndPay(page);
  const pnrEntry = page.locator("[data-slot=confirmation-header] li").first();
  const [, pnr = ""] = ((await pnrEntry.textContent()) ?? "").split(": ");
  expect(pnr).toMatch(/^[A-Z2-9]{6}$/);

  await page.context().clearCookies();
  await logInAsNew(page, "callcenter@wayfare.test");
  await page.waitForURL(/\/manage-carts$/);
  const search = page.getByRole("textbox", { name: "Booking id or PNR" });
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  await search.fill("Ravi Kumar");
  await search.press("Enter");
  await expect(page.getByText(DESK_LOOKUP_MESSAGES.query)).toBeVisible();
  await expect(search).toHaveAttribute("aria-invalid", "true");
  await expect(search).toHaveValue("Ravi Kumar");

  await search.fill("WF2001010000001");
  await search.press("Enter");
  await expect(page.getByText(DESK_LOOKUP_MESSAGES.notFound)).toBeVisible();

  await search.fill(pnr.toLowerCase());
  await search.press("Enter");
  const found = page.getByRole("list", { name: "1 booking found" });
  await expect(found.getByRole("article")).toContainText(bookingId);
  await expect(search).toHaveValue(pnr.toLowerCase());
  await expectNoAxeViolations(page, javaScriptEnabled);

  await found.getByRole("link", { name: /View booking/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Booking ${bookingId}` })).toBeVisible();
  await expect(page.locator("[data-slot=confirmation-header]")).toContainText(pnr);
  const log = page.getByRole("table", { name: "Booking log" });
  await expect(log).toContainText("Booked");
  await expect(log).toContainText("Paid and ticketed");
  await expect(page.getByRole("main")).toContainText("Ravi Kumar");
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  await page.getByRole("link", { name: "Back to Manage carts" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Find a booking" })).toBeVisible();

  // An admin reads in the audit log who searched for the PNR and opened the booking.
  await page.context().clearCookies();
  await logInAsNew(page, "admin@wayfare.test");
  await page.waitForURL(/\/manage-user$/);
  await page.getByRole("link", { name: "Audit log" }).click();
  const about = page.getByRole("textbox", { name: "About" });
  await about.fill(bookingId);
  await about.press("Enter");
  const opened = page.getByRole("table", { name: "Audit log" }).getByRole("row");
  await expect(opened).toHaveCount(2);
  await expect(opened.nth(1)).toContainText("CALLCENTER");
  await expect(opened.nth(1)).toContainText("Opened a booking");
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
  await about.fill(pnr);
  await about.press("Enter");
  await expect(page.getByRole("table", { name: "Audit log" })).toContainText(
    `Searched for a booking${pnr}found: ${bookingId}`,
  );
});

test("the desk's booking page and the audit log are not there for an agent", async ({ page }) => {
  await logInAsAgent(page);
  const response = await page.goto("/manage-carts/booking?bookingId=WF2001010000001");
  expect(response?.status()).toBe(404);
  expect((await page.goto("/audit-log"))?.status()).toBe(404);
});
