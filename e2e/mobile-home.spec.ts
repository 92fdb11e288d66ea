import type { Page } from "@playwright/test";
import { recentSearchesCookie } from "../apps/portal/app/recent-searches";
import { encodeSearchUrl } from "../packages/domain/src/search";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { delBomForTwo, enterDate } from "./flight-search-page";
import { daysAhead, logInAsNew } from "./own-data";

test.use({ viewport: { width: 375, height: 812 } });

/**
 * Chooses an airport with the field at the top of the phone's screen: the suggestions open
 * below it, and a list that does not fit would be scrolled to, which closes it. Should the
 * list still close under the click (the option detached), the field is filled again.
 */
async function chooseAirportOnPhone(page: Page, label: string, code: string, js: boolean) {
  const field = page.getByRole("combobox", { name: label, exact: true });
  await expect(async () => {
    await field.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await field.fill(code);
    if (js) {
      await page
        .getByRole("option", { name: new RegExp(`\\(${code}\\)`) })
        .click({ timeout: 5_000 });
    }
  }).toPass({ timeout: 40_000 });
}

test.describe("the mobile home under 768 px (J§2)", () => {
  test("deals with copyable codes, the preferred airline feeding the search, recent searches and the bottom tabs", async ({
    page,
    context,
    baseURL,
    javaScriptEnabled,
  }) => {
    const recent = encodeSearchUrl(delBomForTwo(daysAhead(40)));
    const cookie = recentSearchesCookie([{ url: recent, searchedAt: new Date().toISOString() }]);
    const [name, value] = (cookie.split(";")[0] ?? "").split("=");
    await context.addCookies([{ name: name ?? "", value: value ?? "", url: baseURL ?? "" }]);
    await logInAsNew(page, "customer@wayfare.test");
    await page.waitForURL(/\/flight$/);
    await expect(page.getByRole("heading", { level: 1, name: "Flight search" })).toBeVisible();
    if (javaScriptEnabled) {
      await expect(page.getByRole("button", { name: "Swap origin and destination" })).toBeVisible();
    }

    // The deals come first, each with its code; the wide page's offers list is hidden.
    const deals = page.getByRole("region", { name: "Deals and offers" });
    await expect(deals).toBeVisible();
    await expect(page.getByRole("region", { name: "Offers", exact: true })).toBeHidden();
    const coded = deals
      .getByRole("listitem")
      .filter({ hasText: /Code [A-Z0-9]+/ })
      .first();
    const codeText = coded.getByRole("strong");
    await expect(codeText).toHaveText(/^[A-Z0-9]+$/);
    const code = (await codeText.textContent()) ?? "";
    if (javaScriptEnabled) {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], {
        origin: baseURL ?? "",
      });
      await coded.getByRole("button", { name: `Copy code ${code}` }).click();
      await expect(coded.getByRole("status")).toHaveText("Copied");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    } else {
      // No button that could do nothing: the code is text to select.
      await expect(deals.getByRole("button")).toHaveCount(0);
    }

    // The recent searches, as links to their results.
    await expect(
      page
        .getByRole("region", { name: "Recent searches" })
        .getByRole("link", { name: /Delhi \(DEL\) to Mumbai \(BOM\), .*, One Way, 2 travellers/ }),
    ).toHaveAttribute("href", recent);

    // The bottom tabs: the five of J§2, Home marked as the current page.
    const tabs = page.getByRole("navigation", { name: "Quick links" });
    await expect(tabs.getByRole("link")).toHaveText([
      "Home",
      "Bookings",
      "Offers",
      "Wallet",
      "Account",
    ]);
    await expect(tabs.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1);
    await expectNoAxeViolations(page, javaScriptEnabled);

    // The Offers tab goes to the deals.
    await tabs.getByRole("link", { name: "Offers" }).click();
    await expect(page).toHaveURL(/\/flight#deals$/);
    await expect(deals.getByRole("heading", { level: 2 })).toBeInViewport();

    // A preferred airline chosen on the home is the search form's preferred airline.
    const chips = page.getByRole("region", { name: "Preferred airline" });
    await expect(chips.getByRole("button", { name: "Any airline" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const indigo = chips.getByRole("button", { name: "IndiGo (6E)" });
    if (javaScriptEnabled) {
      // With JavaScript in place: what was entered already stays.
      await chooseAirportOnPhone(page, "From", "DEL", true);
      await indigo.click();
      await expect(chips.getByRole("status")).toHaveText(
        "IndiGo (6E) is the search's preferred airline",
      );
      await expect(page.getByRole("combobox", { name: "From", exact: true })).toHaveValue(/DEL/);
    } else {
      await indigo.click();
      await expect(page).toHaveURL(/\/flight\?prefAirCode=6E$/);
    }
    await expect(indigo).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Preferred airlines: 1 chosen")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "IndiGo (6E)" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Air India (AI)" })).not.toBeChecked();
    await expectNoAxeViolations(page, javaScriptEnabled);

    // ...and the search asks for it.
    if (!javaScriptEnabled) await chooseAirportOnPhone(page, "From", "DEL", false);
    await chooseAirportOnPhone(page, "To", "BOM", javaScriptEnabled);
    await enterDate(page, "Departure date", daysAhead(41));
    await page.getByRole("button", { name: "Search flights" }).click();
    await page.waitForURL(/\/flight\/list\/?\?/);
    expect(new URL(page.url()).searchParams.getAll("prefAirCode")).toEqual(["6E"]);
  });

  test("each bottom tab opens a real page for a customer, and marks itself as the current one", async ({
    page,
    javaScriptEnabled,
  }) => {
    await logInAsNew(page, "customer@wayfare.test");
    await page.waitForURL(/\/flight$/);
    const tabs = page.getByRole("navigation", { name: "Quick links" });
    for (const [tab, path, heading] of [
      ["Bookings", /\/my-bookings$/, "My bookings"],
      ["Wallet", /\/wallet$/, "Wallet"],
      ["Account", /\/my-profile$/, "My profile"],
      ["Home", /\/flight$/, "Flight search"],
    ] as const) {
      await tabs.getByRole("link", { name: tab }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(tabs.getByRole("link", { name: tab })).toHaveAttribute("aria-current", "page");
      await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1);
    }
    await expectNoAxeViolations(page, javaScriptEnabled);
  });
});
