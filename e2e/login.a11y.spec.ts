import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { logIn, openLoginPage, WRONG_CREDENTIALS } from "./login-page";
import { accountLike } from "./own-data";

// axe runs as a script in the page, so this file runs in the JavaScript project only.
test.describe("accessibility of the login page", () => {
  for (const width of [375, 1280]) {
    test(`axe finds nothing at ${width} px, before and after a failed submit`, async ({ page }) => {
      const agent = await accountLike(page.request, "agent@wayfare.test");
      await page.setViewportSize({ width, height: 800 });
      await openLoginPage(page);
      await expectNoAxeViolations(page);
      await logIn(page, agent.email, "wrong");
      await expect(page.getByRole("alert").filter({ hasText: WRONG_CREDENTIALS })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
