import { expectNoAxeViolations } from "./axe";
import { openDelBomResults } from "./booking-steps";
import { expect, test } from "./fixtures";
import { cardPrices } from "./flight-results-page";
import { logInAsNew } from "./own-data";

test("a consumer (the retail variant) sees no commission, net incentive or net fare, and cannot sort by commission (J§6)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsNew(page, "customer@wayfare.test");
  await openDelBomResults(page);
  const cards = page.locator("[data-slot=flight-result-card]");
  await expect(cards.first()).toBeVisible();
  await cards.first().getByText("Fares and details").click();
  await expect(cards.first().getByRole("list", { name: "Fares" })).toBeVisible();

  const main = page.getByRole("main");
  for (const hidden of ["Commission", "Net incentive", "Net fare"]) {
    await expect(main.getByText(hidden)).toHaveCount(0);
  }
  await expect(page.locator("[data-slot=agent-fare-amounts]")).toHaveCount(0);
  const sortBy = page.getByRole("radiogroup", { name: "Sort by" });
  await expect(sortBy.getByRole("radio")).toHaveCount(4);
  await expect(sortBy.getByRole("radio", { name: /Commission/ })).toHaveCount(0);
  await expectNoAxeViolations(page, javaScriptEnabled);

  // A link asking for the commission order gets the price order.
  await page.goto(`${page.url()}&sort=commission`);
  await expect(sortBy.getByRole("radio", { name: "Price (lowest first)" })).toBeChecked();
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return (
        prices.length > 1 && prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price)
      );
    })
    .toBe(true);

  // Nor does the page's data carry them: the whole lists come without commission.
  const search = new URL(page.url()).searchParams;
  search.delete("sort");
  const lists = await page.request.get(`/flight/list/lists?${search}`);
  expect(lists.ok()).toBe(true);
  const { tripInfos } = (await lists.json()) as {
    tripInfos: Record<
      string,
      { prices: { commission: number; tds: number; net: number; total: number }[] }[]
    >;
  };
  const prices = Object.values(tripInfos)
    .flat()
    .flatMap((trip) => trip.prices);
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) {
    expect(price).toMatchObject({ commission: 0, tds: 0, net: price.total });
  }
});

test("an admin on the retail variant gets the spec's override: the tax and price distribution, and the commission order (J§6)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsNew(page, "admin@wayfare.test");
  await openDelBomResults(page);
  const facts = page
    .locator("[data-slot=flight-result-card]")
    .first()
    .locator("[data-slot=agent-fare-amounts]")
    .first();
  // The override is the distribution, not an agent's own earnings (no net incentive).
  await expect(facts.getByRole("term")).toHaveText(["Commission", "Net fare"]);
  const sortBy = page.getByRole("radiogroup", { name: "Sort by" });
  await expect(sortBy.getByRole("radio", { name: /Commission/ })).toHaveCount(1);
  await expectNoAxeViolations(page, javaScriptEnabled);
});
