import { expect, test } from "@playwright/test";
import { daysAhead, delBomUrl, logInAsAgent } from "./flight-results-page";

test("a round trip: the onward fare is kept while the return is chosen, then both are reviewed (J§4)", async ({
  page,
}) => {
  await logInAsAgent(page);
  const out = daysAhead(45);
  const back = daysAhead(52);
  await page.goto(
    delBomUrl({
      tripType: "RETURN",
      routeInfos: [
        { fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: out },
        { fromCityOrAirport: "BOM", toCityOrAirport: "DEL", travelDate: back },
      ],
    }),
  );
  await page.waitForLoadState("networkidle");
  const onward = page.getByRole("list", { name: "Onward flights, DEL to BOM" });
  await onward.getByRole("button", { name: "Select" }).first().click();
  await expect(page).toHaveURL(/sel\.ONWARD=/);

  const selection = page.getByRole("region", { name: "Your selection" });
  await expect(selection).toContainText(/Onward flights, DEL to BOM: .*₹/);
  await expect(selection).toContainText("Return flights, BOM to DEL: choose a fare below");

  await page.waitForLoadState("networkidle");
  const returns = page.getByRole("list", { name: "Return flights, BOM to DEL" });
  await returns.getByRole("button", { name: "Select" }).first().click();
  await expect(page).toHaveURL(/\/flight\/passengers\?bookingId=WF\d{13}/);
  await expect(page.getByRole("heading", { name: /^Onward/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Return/ })).toBeVisible();
});
