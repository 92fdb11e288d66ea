import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

test("the footer's Company links open their pages from within the portal", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/flight");
  const footer = page.getByRole("contentinfo");
  for (const [link, heading] of [
    ["About Us", "About Us"],
    ["Contact Us", "Contact Us"],
  ]) {
    await footer.getByRole("link", { name: link }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await expectNoAxeViolations(page, javaScriptEnabled);
});
