import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import {
  confirmReview,
  continueWithSelection,
  fillContact,
  fillPassenger,
  payFromDeposit,
  surname,
  yearsAgo,
} from "./booking-steps";
import { expect, test } from "./fixtures";
import { delBomUrl, logInAsAgent } from "./flight-results-page";
import { ownRoundTripDates } from "./own-data";
import { pageReady, readyState } from "./page-ready";

// A round trip for three, paid, then a partial cancellation: many pages, each scanned.
test.describe.configure({ timeout: 180_000 });

const rupees = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));

async function deposit(page: Page): Promise<number> {
  const header = page.getByRole("banner").getByLabel("Balances");
  await expect(header).toBeVisible();
  return rupees(await header.locator("dt:text-is('Deposit') + dd").textContent());
}

async function axe(page: Page, javaScriptEnabled: boolean) {
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
}

test("an agent books a round trip for 3 on deposit, sees the balance drop, then cancels one passenger's return and gets the refund", async ({
  page,
  javaScriptEnabled,
}) => {
  // An agency of its own: no other test moves this deposit while the balances are compared.
  await logInAsAgent(page);
  const before = await deposit(page);
  const { out: outDate, back: backDate } = ownRoundTripDates();
  await page.goto(
    delBomUrl({
      tripType: "RETURN",
      routeInfos: [
        { fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: outDate },
        { fromCityOrAirport: "BOM", toCityOrAirport: "DEL", travelDate: backDate },
      ],
      paxInfo: { ADULT: 2, CHILD: 1, INFANT: 0 },
      searchModifiers: { isDirectFlight: true },
    }),
    { waitUntil: readyState() },
  );
  await axe(page, javaScriptEnabled);
  await page
    .getByRole("list", { name: "Onward flights, DEL to BOM" })
    .getByRole("button", { name: "Select" })
    .first()
    .click();
  await expect(page).toHaveURL(/sel\.ONWARD=/);
  await pageReady(page);
  await page
    .getByRole("list", { name: "Return flights, BOM to DEL" })
    .getByRole("button", { name: "Select" })
    .first()
    .click();
  await continueWithSelection(page);

  const family = surname("Bose");
  await fillPassenger(page, "Adult 1", "Arjun", family);
  await fillPassenger(page, "Adult 2", "Kavya", family);
  await fillPassenger(page, "Child 1", "Ishaan", family, yearsAgo(8));
  await fillContact(page, "arjun.bose@example.in");
  await axe(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);
  await pageReady(page);
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page).toHaveURL(/\/flight\/review\?bookingId=/);
  await axe(page, javaScriptEnabled);
  await confirmReview(page);
  await page.getByRole("button", { name: "Review and pay" }).click();
  await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/);
  await axe(page, javaScriptEnabled);
  await payFromDeposit(page);
  await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/, { timeout: 15_000 });
  await axe(page, javaScriptEnabled);
  const bookingId = new URL(page.url()).searchParams.get("bookingId");

  await page.goto(`/flight/ticket?bookingId=${bookingId}`);
  const paid = rupees(await page.locator("dt:text-is('Total paid') + dd").textContent());
  expect(paid).toBeGreaterThan(0);
  await page.goto(`/flight/confirmation?bookingId=${bookingId}`);
  const afterPaying = await deposit(page);
  expect(before - afterPaying).toBeCloseTo(paid, 2);

  // Kavya flies out but not back: untick everyone but her on the return flight.
  await page.getByRole("link", { name: /^Cancel booking$/i }).click();
  await pageReady(page);
  const onward = page.getByRole("group", { name: /^DEL → BOM/ });
  const back = page.getByRole("group", { name: /^BOM → DEL/ });
  const untick = async (box: Locator) => {
    await box.focus();
    await page.keyboard.press("Space");
    await expect(box).not.toBeChecked();
  };
  for (const box of await onward.getByRole("checkbox").all()) await untick(box);
  for (const name of [/Arjun/, /Ishaan/]) await untick(back.getByRole("checkbox", { name }));
  await page.getByRole("button", { name: "Get refund quote" }).click();
  const quote = page.getByRole("table", { name: "Refund quote" });
  await expect(quote.getByRole("rowheader", { name: /Kavya/ })).toHaveCount(1);
  await expect(quote.getByRole("cell", { name: "BOM-DEL" })).toBeVisible();
  await axe(page, javaScriptEnabled);
  const refund = rupees(
    await page.locator("dt:text-is('Total refund') + dd").first().textContent(),
  );
  await page.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Cancellation confirmed" }),
  ).toBeVisible();
  await axe(page, javaScriptEnabled);
  const afterRefund = await deposit(page);
  expect(afterRefund - afterPaying).toBeCloseTo(refund, 2);
});
