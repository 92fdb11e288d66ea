import { MY_BOOKINGS_FILTER_MESSAGES } from "@wayfare/domain";
import { expectNoAxeViolations } from "./axe";
import { bookAndPay, bookOnHold } from "./booking-flow";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";
import { logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

test("an agency filters its bookings by who booked them, a traveller and travel dates (issue 22)", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  // Two bookings through the pages, by the agency and by its staff, before the filters.
  test.setTimeout(120_000);
  const agency = await logInAsAgent(page);
  const own = await bookAndPay(page);
  const staff = await browser.newPage({ javaScriptEnabled });
  await logInAsNew(staff, "agentstaff@wayfare.test", agency.partnerId);
  await staff.waitForURL(/\/flight$/);
  // The staff member holds theirs ('Block'): listed as unconfirmed.
  const staffs = await bookOnHold(staff);
  await staff.close();

  await page.goto("/my-bookings?tab=All");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: staffs })).toContainText("Booked by");
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  const filters = page.getByRole("group", { name: "Filter bookings" });
  const bookedBy = filters.getByRole("combobox", { name: "Booked by" });
  const staffName = (await cards.filter({ hasText: staffs }).textContent())?.match(
    /Booked by (.+?)Booking ID/,
  )?.[1];
  await bookedBy.selectOption({ label: staffName ?? "" });
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(staffs);
  await expect(page.getByRole("link", { name: /^All \(1\)/ })).toBeVisible();

  await filters.getByRole("link", { name: "Clear filters" }).click();
  await expect(cards).toHaveCount(2);
  await filters.getByRole("textbox", { name: "Traveller" }).fill("nobody by this name");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(cards).toHaveCount(0);
  await expect(page.getByText("No bookings yet")).toBeVisible();

  await page.goto("/my-bookings?tab=All&travelFrom=2030-01-10&travelTo=2030-01-09");
  const until = page.getByLabel("Travelling until");
  await expect(until).toHaveValue("2030-01-09");
  await expect(until).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(MY_BOOKINGS_FILTER_MESSAGES.travelDates)).toBeVisible();
  // Until the dates are put right, nothing is filtered away.
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: own })).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);
});
