import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { delBomUrl, logInAsAgent } from "./flight-results-page";
import { ownRoundTripDates } from "./own-data";
import { pageReady } from "./page-ready";

async function openRoundTrip(page: Page, from: string, to: string) {
  const { out, back } = ownRoundTripDates();
  await page.goto(
    delBomUrl({
      tripType: "RETURN",
      routeInfos: [
        { fromCityOrAirport: from, toCityOrAirport: to, travelDate: out },
        { fromCityOrAirport: to, toCityOrAirport: from, travelDate: back },
      ],
    }),
  );
  await pageReady(page);
}

test("an international round trip's combined view: round-trip fares or the two ways apart, kept for the next search (J§2, J§5)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsAgent(page);
  await openRoundTrip(page, "BOM", "DXB");
  const combined = page.getByRole("list", { name: "Round trips, BOM to DXB and back" });
  const onward = page.getByRole("list", { name: "Onward flights, BOM to DXB" });
  await expect(combined).toBeVisible();
  await expect(onward).toHaveCount(0);

  await page.getByRole("button", { name: "Show onward and return apart" }).click();
  await expect(onward).toBeVisible();
  await expect(page.getByRole("list", { name: "Return flights, DXB to BOM" })).toBeVisible();
  await expect(combined).toHaveCount(0);
  await expectNoAxeViolations(page, javaScriptEnabled);

  // The choice holds for the next international round trip.
  await openRoundTrip(page, "DEL", "DOH");
  await expect(page.getByRole("list", { name: "Onward flights, DEL to DOH" })).toBeVisible();
  await page.getByRole("button", { name: "Show round-trip fares" }).click();
  await expect(page.getByRole("list", { name: "Round trips, DEL to DOH and back" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Onward flights, DEL to DOH" })).toHaveCount(0);

  // A domestic round trip has no such choice.
  await openRoundTrip(page, "DEL", "BOM");
  await expect(page.getByRole("list", { name: "Onward flights, DEL to BOM" })).toBeVisible();
  await expect(
    page.getByRole("button", { name: /Show (round-trip fares|onward and return apart)/ }),
  ).toHaveCount(0);
});
