import type { Locator, Page } from "@playwright/test";
import { surname } from "./booking-steps";
import { expect, test } from "./fixtures";
import { accountLike, ownTravelDate } from "./own-data";
import { pageReady, readyState } from "./page-ready";

// Every step by Tab, Shift-free: slow by nature.
test.describe.configure({ timeout: 180_000 });

/** Presses Tab until `target` has focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, limit = 300) {
  for (let presses = 0; presses < limit; presses += 1) {
    // The locator is read again each time: an airport field's text box becomes the combo box
    // (another element, which keeps the focus) when its code arrives.
    if (await target.evaluate((element) => document.activeElement === element)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

async function chooseAirport(page: Page, label: string, code: string) {
  await typeInto(page, page.getByRole("combobox", { name: label, exact: true }), code);
  await expect(page.getByRole("option", { name: new RegExp(`\\(${code}\\)`) })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
}

test("a one-way booking from login to confirmation with the keyboard only", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the keyboard walk covers the scripted widgets");
  const agent = await accountLike(page.request, "agent@wayfare.test");
  await page.goto("/app/login", { waitUntil: readyState() });
  await typeInto(page, page.getByLabel("Email or mobile"), agent.email);
  await typeInto(page, page.getByLabel("Password", { exact: true }), agent.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/flight$/);
  await expect(page.getByRole("button", { name: "Swap origin and destination" })).toBeVisible();

  await chooseAirport(page, "From", "DEL");
  await chooseAirport(page, "To", "BOM");
  const [year, month, day] = ownTravelDate().split("-");
  // The native date box, in the order of Chromium's locale under Playwright (en-US).
  await typeInto(page, page.getByLabel("Departure date", { exact: true }), `${month}${day}${year}`);
  await tabTo(page, page.getByRole("button", { name: "Search flights" }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/flight\/list/);
  await pageReady(page);
  const card = page.locator("[data-slot=flight-result-card]:visible").first();
  await tabTo(page, card.getByRole("button", { name: "Select" }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/flight\/passengers\?bookingId=/);
  await pageReady(page);
  const adult = page.getByRole("group", { name: "Adult 1" });
  await tabTo(page, adult.getByLabel("Title"));
  await page.keyboard.press("ArrowDown");
  await typeInto(page, adult.getByLabel("First name and middle name"), "Rohan");
  await typeInto(page, adult.getByLabel("Last name"), surname("Kapoor"));
  const contact = page.getByRole("group", { name: "Contact details" });
  await typeInto(page, contact.getByLabel("Mobile"), "9876543210");
  await typeInto(page, contact.getByLabel("Email"), "rohan@example.in");
  await tabTo(page, page.getByRole("button", { name: "Proceed to review" }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);
  await pageReady(page);
  await tabTo(page, page.getByRole("button", { name: "Continue to review" }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/flight\/review\?bookingId=/);
  await pageReady(page);
  // Each protection product's Yes or No: Tab into the group, the arrow picks "No, thanks".
  for (const product of ["Cancellation protection", "TJ Flex", "Trip insurance"]) {
    const group = page.getByRole("radiogroup", { name: product });
    await tabTo(page, group.getByRole("radio", { name: /^Yes, add it/ }));
    await page.keyboard.press("ArrowRight");
    await expect(group.getByRole("radio", { name: "No, thanks" })).toBeChecked();
  }
  await tabTo(page, page.getByRole("checkbox", { name: /^I accept the/ }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Review and pay" }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/);
  await pageReady(page);
  await tabTo(page, page.getByRole("main").getByRole("radio", { name: /Deposit/ }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Book flight" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alertdialog", { name: "Confirm payment" })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Confirm payment" }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/, { timeout: 15_000 });
  await expect(
    page.getByRole("heading", { level: 1, name: "Your booking is confirmed" }),
  ).toBeVisible();
});
