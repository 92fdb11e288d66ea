import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { delBomUrl, flightsWhollyInView, logInAsAgent } from "./flight-results-page";
import { readyState } from "./page-ready";

// axe runs as a script in the page, so this file runs in the JavaScript project only.
test.describe("accessibility of the flight results page", () => {
  for (const width of [375, 1280]) {
    test(`axe finds nothing at ${width} px, with results, details open, and a bad URL`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await logInAsAgent(page);
      await page.goto(delBomUrl(), { waitUntil: readyState() });
      await expect(page.getByRole("article").first()).toBeVisible();
      if (width < 768) {
        // On a phone of 812 px, two flights show above the bottom menu on arrival.
        await page.setViewportSize({ width, height: 812 });
        expect(await flightsWhollyInView(page)).toBeGreaterThanOrEqual(2);
        await page.setViewportSize({ width, height: 900 });
      }
      await page.getByText("Fares and details").first().click();
      await expect(page.getByRole("list", { name: "Fares" }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      if (width < 768) {
        // Sort and filters open together in a drawer on a phone.
        await page.getByRole("button", { name: "Sort and filter" }).click();
        const drawer = page.getByRole("dialog", { name: "Sort and filter flights" });
        await expect(drawer.getByRole("radiogroup", { name: "Sort by" })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
        await expect(drawer).toBeHidden();
      }
      await page.goto(delBomUrl().replace("from=DEL", "from=XX"));
      await expect(
        page.getByRole("heading", { name: "We couldn't search for flights" }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
