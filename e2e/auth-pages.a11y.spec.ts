import type { Page } from "@playwright/test";
import { open } from "./auth-pages";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

// axe runs as a script in the page, so this file runs in the JavaScript project only.
const pages = [
  ["/app/forgot-password", "Send OTP"],
  ["/app/reset-password?requestId=r-1&userName=someone%40example.test", "Reset password"],
  ["/app/reset-password", null],
  ["/app/register", "Register"],
  ["/app/internalLogin", "Send OTP"],
] as const;

async function expectNoViolations(page: Page) {
  await expectNoAxeViolations(page);
}

test.describe("accessibility of the auth pages", () => {
  for (const width of [375, 1280]) {
    for (const [path, submit] of pages) {
      test(`${path} at ${width} px, before and after a failed submit`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await open(page, path);
        await expectNoViolations(page);
        if (!submit) return;
        await page.getByRole("button", { name: submit }).click();
        await expect(
          page.getByRole("alert").filter({ hasText: "There is a problem" }),
        ).toBeVisible();
        await expectNoViolations(page);
      });
    }
  }
});
