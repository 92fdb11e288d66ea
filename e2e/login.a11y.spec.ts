import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { logIn, openLoginPage, WRONG_CREDENTIALS } from "./login-page";

// axe runs as a script in the page, so this file runs in the JavaScript project only.
test.describe("accessibility of the login page", () => {
  for (const width of [375, 1280]) {
    test(`axe finds nothing at ${width} px, before and after a failed submit`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openLoginPage(page);
      await expectNoAxeViolations(page);
      await logIn(page, "agent@wayfare.test", "wrong");
      await expect(page.getByRole("alert").filter({ hasText: WRONG_CREDENTIALS })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
