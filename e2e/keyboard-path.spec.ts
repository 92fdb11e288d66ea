import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { chooseAirport, enterDate, openSearchAsAgent } from "./flight-search-page";
import { openLoginPage } from "./login-page";
import { ownTravelDate } from "./own-data";

/** Presses Tab, at most `most` times, until `target` has focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, most: number) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** The first Tab of the page reaches the skip link, visible; Enter puts focus in `<main>`. */
async function expectSkipLinkFirst(page: Page) {
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await page.keyboard.press("Tab");
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  // Out of sight again once focus has left it: above the top of the window.
  await expect
    .poll(() => skip.evaluate((element) => element.getBoundingClientRect().bottom))
    .toBeLessThanOrEqual(0);
}

test.describe("the keyboard and screen-reader path (issue 19)", () => {
  test("the first Tab on the login page and on /flight is 'Skip to main content', and Enter moves focus into main", async ({
    page,
    javaScriptEnabled,
  }) => {
    await openLoginPage(page);
    await expectSkipLinkFirst(page);
    // The next Tab goes on inside the content: the login form's first field.
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Email or mobile")).toBeFocused();

    await openSearchAsAgent(page, javaScriptEnabled);
    await expectSkipLinkFirst(page);
  });

  test("after a search from the form, the results' heading has focus and the first 'Select' is a few keys on", async ({
    page,
    javaScriptEnabled,
  }) => {
    await openSearchAsAgent(page, javaScriptEnabled);
    await chooseAirport(page, "From", "DEL", javaScriptEnabled);
    await chooseAirport(page, "To", "BOM", javaScriptEnabled);
    await enterDate(page, "Departure date", ownTravelDate());
    await page.getByRole("button", { name: "Search flights" }).click();

    await expect(page).toHaveURL(/\/flight\/list\/?\?/);
    if (!javaScriptEnabled) {
      // A new page loads: its first Tab is the skip link, which goes straight to the results.
      await expectSkipLinkFirst(page);
      return;
    }
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();

    // Tab goes on from the heading: the results' own controls, not the header's links.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Modify search" })).toBeFocused();
    // Past the results' few controls above them (the sort, the agent's markup), a way past
    // the dozen filter boxes: not the twenty-odd Tabs of the header, sort and filters.
    const skipFilters = page.getByRole("link", { name: "Skip to flights" });
    await tabTo(page, skipFilters, 10);
    await expect(skipFilters).toBeVisible();
    await page.keyboard.press("Enter");
    // Then the first card's 'Select', after the agent's share tick.
    const firstCard = page.locator("[data-slot=flight-result-card]").first();
    await tabTo(page, firstCard.getByRole("button", { name: "Select" }), 2);

    // The page's own view changes (a new sort, its URL replaced) leave focus where it is.
    const sortBy = page.getByRole("radiogroup", { name: "Sort by" });
    await sortBy.getByRole("radio", { checked: true }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/[?&]sort=/);
    await expect(sortBy.getByRole("radio", { checked: true })).toBeFocused();
    await expect(heading).not.toBeFocused();
  });
});
