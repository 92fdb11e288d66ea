import { bookingIdOf, reviewFirstFare } from "./booking-flow";
import {
  acceptTerms,
  buyOnlyProtection,
  payFromDeposit,
  proceedAtChangedPrice,
} from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

test.describe.configure({ timeout: 120_000 });

test("an agent buys TJ Flex: the booking shows the flex amend banner, its 'TJ Flex Amend' cancels without the airline's fee, and the banner is gone once used (J§4)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsNew(page, "agent@wayfare.test");
  await reviewFirstFare(page);
  await buyOnlyProtection(page, "TJ Flex");
  await acceptTerms(page);
  await page.getByRole("button", { name: "Review and pay" }).click();
  if (!javaScriptEnabled) await proceedAtChangedPrice(page);
  await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/);
  await pageReady(page);
  await payFromDeposit(page);
  await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/);
  const bookingId = bookingIdOf(page);

  const banner = page.getByRole("status").filter({ hasText: "TJ Flex is on this booking" });
  await expect(banner).toContainText(
    "Cancel up to 24 hours before departure without the airline's cancellation fee.",
  );
  await banner.getByRole("link", { name: "TJ Flex Amend" }).click();
  await expect(page).toHaveURL(/\/flight\/cancel\?bookingId=/);
  await pageReady(page);
  await page.getByRole("button", { name: "Get refund quote" }).click();
  const quote = page.getByRole("table", { name: "Refund quote" });
  // TJ Flex waives the airline's fee a day or more ahead (decision 0057).
  await expect(quote.getByRole("row").nth(1).getByRole("cell").nth(2)).toHaveText("₹0.00");
  await pageReady(page);
  await page.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Cancellation confirmed" }),
  ).toBeVisible();

  await page.goto(`/flight/confirmation?bookingId=${bookingId}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("TJ Flex is on this booking")).toHaveCount(0);
});
