import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { delBomUrl, listTotal, logInAsAgent } from "./flight-results-page";
import { ownTravelDate } from "./own-data";

const LATE =
  /^(\d+) more flights? from slower airline systems arrived after the first 10 seconds\.$/;

test.describe("the cut-off result set (J§4, J§9 'cut-off duration 10')", () => {
  test.beforeEach(async ({ page }) => {
    await logInAsAgent(page);
  });

  test("flights that answered after 10 seconds wait behind 'Load all flights', which adds them", async ({
    page,
    javaScriptEnabled,
  }) => {
    const travelDate = ownTravelDate();
    await page.goto(
      delBomUrl({ routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "DXB", travelDate }] }),
    );
    const notice = page.getByText(LATE);
    await expect(notice).toBeVisible();
    const late = Number(LATE.exec((await notice.textContent()) ?? "")?.[1]);
    expect(late).toBeGreaterThan(0);
    const before = await listTotal(page);
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Load all flights" }).click();
    await expect(page).toHaveURL(/[?&]all=1(&|$)/);
    await expect(page.getByText(LATE)).toHaveCount(0);
    await expect.poll(() => listTotal(page)).toBe(before + late);
  });

  test("a domestic search has every airline within the cut-off: nothing to load", async ({
    page,
  }) => {
    await page.goto(delBomUrl());
    await expect(page.getByRole("status").filter({ hasText: /of \d+ flights/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Load all flights" })).toHaveCount(0);
  });
});
