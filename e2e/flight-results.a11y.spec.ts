import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { delBomUrl, logInAsAgent } from "./flight-results-page";
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
      await page.getByText("Flight details").first().click();
      await expectNoAxeViolations(page);
      await page.goto(delBomUrl().replace("from=DEL", "from=XX"));
      await expect(
        page.getByRole("heading", { name: "We couldn't search for flights" }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
