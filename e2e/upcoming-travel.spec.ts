import { expectNoAxeViolations } from "./axe";
import { bookAndPay } from "./booking-flow";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";

test("the search page lists the agent's upcoming travel, and a trip opens its booking (J§2)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  await logInAsAgent(page);
  const upcoming = page.getByRole("region", { name: "Upcoming travel" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(upcoming).toHaveCount(0);

  const bookingId = await bookAndPay(page);
  await page.goto("/flight");
  await expect(upcoming.getByRole("listitem")).toHaveCount(1);
  await expect(upcoming).toContainText("DEL to BOM");
  await expect(upcoming).toContainText(/Next flight: \w{2} \d+, DEL to BOM/);
  await expectNoAxeViolations(page, javaScriptEnabled);
  await upcoming.getByRole("link", { name: `View booking ${bookingId}` }).click();
  await expect(page).toHaveURL(`/flight/confirmation?bookingId=${bookingId}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Your booking is confirmed" }),
  ).toBeVisible();
});
