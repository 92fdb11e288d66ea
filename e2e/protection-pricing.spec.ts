import { ERROR_CATALOGUE } from "../packages/domain/src/errors/catalogue";
import { bookingIdOf, reviewFirstFare } from "./booking-flow";
import { acceptTerms, declineProtection, payByCard, summaryAmount } from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

test.describe.configure({ timeout: 120_000 });

test("a protection answer the service cannot price is reset to unanswered with no charge, and says why (J§4)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsNew(page, "agent@wayfare.test");
  await reviewFirstFare(page);
  const bookingId = bookingIdOf(page);

  // The same booking is being paid by card in another tab: its bank is asking for an OTP,
  // so the service prices nothing more on it until that payment ends.
  const otherTab = await page.context().newPage();
  await otherTab.goto(`/flight/review?bookingId=${bookingId}`);
  await pageReady(otherTab);
  await declineProtection(otherTab);
  await acceptTerms(otherTab);
  await otherTab.getByRole("button", { name: "Review and pay" }).click();
  await expect(otherTab).toHaveURL(/\/flight\/payment\?bookingId=/);
  await pageReady(otherTab);
  await payByCard(otherTab, "4000 0000 0000 3220", "Ravi Kumar");
  await expect(
    otherTab.getByRole("heading", { name: "Enter the OTP from your bank" }),
  ).toBeVisible();

  await page.reload();
  await pageReady(page);
  const cancellation = page.getByRole("radiogroup", { name: "Cancellation protection" });
  const yes = cancellation.getByRole("radio", { name: /^Yes, add it/ });
  await yes.focus();
  await page.keyboard.press("Space");
  if (!javaScriptEnabled) {
    await acceptTerms(page);
    await page.getByRole("button", { name: "Review and pay" }).click();
  }
  // The service's refusal while the card payment is in flight (409 2504).
  await expect(page.getByRole("alert")).toContainText(ERROR_CATALOGUE["2504"]);
  if (javaScriptEnabled) {
    // Back to the answer the booking was priced with: none charged.
    await expect(yes).not.toBeChecked();
    await expect(cancellation.getByRole("radio", { name: "No, thanks" })).toBeChecked();
  }
  await expect(summaryAmount(page, "Refundable Booking Fee")).toHaveCount(0);
  await otherTab.close();
});
