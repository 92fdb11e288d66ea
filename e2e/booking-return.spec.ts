import { expectNoAxeViolations as axe } from "./axe";
import { continueWithSelection } from "./booking-steps";
import { expect, test } from "./fixtures";
import { delBomUrl, logInAsAgent } from "./flight-results-page";
import { ownRoundTripDates } from "./own-data";
import { pageReady } from "./page-ready";

test("a round trip: the onward fare is kept while the return is chosen; the selection box then shows both and reviews them (J§4)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsAgent(page);
  const { out, back } = ownRoundTripDates();
  await page.goto(
    delBomUrl({
      tripType: "RETURN",
      routeInfos: [
        { fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: out },
        { fromCityOrAirport: "BOM", toCityOrAirport: "DEL", travelDate: back },
      ],
    }),
  );
  await pageReady(page);
  const onward = page.getByRole("list", { name: "Onward flights, DEL to BOM" });
  // A domestic round trip sells special-return fares, listed apart and labelled (J§5).
  const cheapest = onward.locator("[data-slot=flight-result-card]").first();
  await cheapest.getByText("Fares and details").click();
  await expect(cheapest.getByRole("list", { name: "Special return fares" })).toBeVisible();
  await onward.getByRole("button", { name: "Select" }).first().click();
  await expect(page).toHaveURL(/sel\.ONWARD=/);

  // The selection box waits until every leg has a fare (J§4); the card says which is chosen.
  const selection = page.getByRole("region", { name: "Your selection" });
  await expect(selection).toHaveCount(0);
  await expect(onward.getByText(/^Chosen: /)).toHaveCount(1);

  await pageReady(page);
  const returns = page.getByRole("list", { name: "Return flights, BOM to DEL" });
  await returns.getByRole("button", { name: "Select" }).first().click();
  await expect(page).toHaveURL(/sel\.RETURN=.*#selection$/);
  await expect(selection).toContainText(/Onward flights, DEL to BOM: .*₹/);
  await expect(selection).toContainText(/Return flights, BOM to DEL: .*₹/);
  await expect(selection).toContainText(/Total ₹[\d,.]+/);
  if (javaScriptEnabled) {
    await expect(selection.getByRole("heading", { name: "Your selection" })).toBeFocused();
  }
  await pageReady(page);
  await axe(page, javaScriptEnabled);
  await continueWithSelection(page);
  await expect(page.getByRole("heading", { name: /^Onward/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Return/ })).toBeVisible();
});

test("an international round trip chosen from the combined list is reviewed as one fare, both ways (J§3 COMBO)", async ({
  page,
}) => {
  await logInAsAgent(page);
  const { out, back } = ownRoundTripDates();
  await page.goto(
    delBomUrl({
      tripType: "RETURN",
      routeInfos: [
        { fromCityOrAirport: "BOM", toCityOrAirport: "DXB", travelDate: out },
        { fromCityOrAirport: "DXB", toCityOrAirport: "BOM", travelDate: back },
      ],
    }),
  );
  await pageReady(page);
  const combined = page.getByRole("list", { name: "Round trips, BOM to DXB and back" });
  const card = combined.locator("[data-slot=flight-result-card]").first();
  const shown = await card.locator("[data-slot=cheapest-price]").first().textContent();
  await card.getByRole("button", { name: "Select" }).first().click();
  await expect(page).toHaveURL(/\/flight\/passengers\?bookingId=WF\d{13}/);
  await expect(page.getByRole("heading", { name: /^Onward/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Return/ })).toBeVisible();
  // The round-trip fare the list showed (its first fare is the cheapest) is the total.
  const amount = /₹[\d,.]+/.exec(shown ?? "")?.[0] ?? "no amount shown";
  await expect(page.getByText("Price changed")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Fare summary" })).toContainText(`Total${amount}`);
});
