import { expectNoAxeViolations } from "./axe";
import { chooseFirstFare } from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";

test("a chosen fare whose session has ended: 'Session expired', and back to the flight list (J§4)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsAgent(page);
  await chooseFirstFare(page);
  await expect(page).toHaveURL(/\/flight\/passengers\?bookingId=/);
  const bookingId = new URL(page.url()).searchParams.get("bookingId");
  const expired = await page.request.post(`/dev/expire-booking?bookingId=${bookingId}`);
  expect(expired.ok()).toBe(true);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Session expired" })).toBeVisible();
  await expect(page.getByText("Your session has been expired.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Adult 1" })).toHaveCount(0);
  if (javaScriptEnabled) await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Back to flight list" }).click();
  await expect(page).toHaveURL(/\/flight\/list\/?\?/);
  await expect(
    page.getByRole("heading", { level: 1, name: /^Flights from DEL to BOM/ }),
  ).toBeVisible();
});
