import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { openSearchAsAgent } from "./flight-search-page";
import { readyState } from "./page-ready";

// axe runs as a script in the page, so this file runs in the JavaScript project only.
test.describe("accessibility of the flight search page", () => {
  for (const width of [375, 1280]) {
    test(`axe finds nothing at ${width} px, before and after a failed search`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openSearchAsAgent(page, true);
      // A fresh load: the login button's "pending" live announcement (React Aria, labelled
      // by a button that is gone after the client-side redirect) is not this page's.
      await page.reload({ waitUntil: readyState() });
      await expect(page.getByRole("button", { name: "Swap origin and destination" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Search flights" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeFocused();
      await expectNoAxeViolations(page);
    });
  }
});
