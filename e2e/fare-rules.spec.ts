import { expectNoAxeViolations } from "./axe";
import { chooseFirstFare } from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";

test("the fare rules of a chosen fare: each passenger's fees by time before departure (J§2, decision 0026)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsAgent(page);
  await chooseFirstFare(page);
  const bookingId = new URL(page.url()).searchParams.get("bookingId");
  await page.goto(`/flight/farerules?bookingId=${bookingId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Fare rules" })).toBeVisible();
  const rules = page.getByRole("table", { name: /^Fare rules per passenger, DEL to BOM/ });
  const adult = rules.getByRole("row", { name: /^Adult/ });
  for (const window of [
    "More than 72 hours before departure",
    "72 to 4 hours before departure",
    "Less than 4 hours before departure",
  ]) {
    await expect(adult.getByText(window)).toHaveCount(2);
  }
  // Within 4 hours the date can no longer be changed.
  await expect(adult.getByText("Not permitted").first()).toBeVisible();
  if (javaScriptEnabled) await expectNoAxeViolations(page);
});
