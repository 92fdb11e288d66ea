import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";

test.describe("the site's header, footer, bottom menu and wallet (F§2, F§7, J§2)", () => {
  test("an agent's header and footer come from the menubar and footer calls; the company pages and the wallet open", async ({
    page,
    javaScriptEnabled,
  }) => {
    await logInAsAgent(page);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText([
      "Flights",
      "My Bookings",
    ]);
    await expect(banner.getByRole("link", { name: "Flights" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("region", { name: "Partners" })).toBeVisible();
    await expect(footer).toContainText(/© \d{4} Wayfare/);
    await expectNoAxeViolations(page, javaScriptEnabled);

    await footer.getByRole("link", { name: "Terms & Conditions" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Terms & Conditions" })).toBeVisible();
    await expect(page).toHaveTitle("Terms & Conditions · Wayfare");

    await banner.getByRole("link", { name: "Wallet" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Wallet" })).toBeVisible();
    const deposit = page.getByRole("main").locator("dt:text-is('Deposit') + dd");
    const headerDeposit = banner.getByLabel("Balances").locator("dt:text-is('Deposit') + dd");
    await expect(deposit).toHaveText((await headerDeposit.textContent()) ?? "");
    await expect(page.getByRole("main")).toContainText("Credit shell");
    await expectNoAxeViolations(page, javaScriptEnabled);
  });

  test("under 768 px the bottom menu takes the agent to their bookings", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await logInAsAgent(page);
    const quickLinks = page.getByRole("navigation", { name: "Quick links" });
    await expect(quickLinks.getByRole("link")).toHaveText([
      "Home",
      "Bookings",
      "Offers",
      "Wallet",
      "Account",
    ]);
    await quickLinks.getByRole("link", { name: "Bookings" }).click();
    await expect(page).toHaveURL(/\/my-bookings$/);
    await expect(quickLinks.getByRole("link", { name: "Bookings" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await quickLinks.getByRole("link", { name: "Wallet" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Wallet" })).toBeVisible();
    await quickLinks.getByRole("link", { name: "Account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();

    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(quickLinks).toBeHidden();
  });

  test("a signed-out visitor asking for the wallet is asked to log in", async ({ page }) => {
    await page.goto("/wallet");
    await expect(page).toHaveURL(/\/app\/login$/);
  });
});
