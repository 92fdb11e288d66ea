import { expectNoAxeViolations } from "./axe";
import { bookAndPay } from "./booking-flow";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";

test("after the trip, the booking asks how it was: a rating is needed, then the thanks stay (J§2 feedback)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  await logInAsAgent(page);
  const bookingId = await bookAndPay(page);
  const feedback = page.getByRole("radiogroup", { name: "How was your trip?" });
  await expect(feedback).toHaveCount(0);

  const landed = await page.request.post(`/dev/arrive-booking?bookingId=${bookingId}&hoursAgo=2`);
  expect(landed.ok()).toBe(true);
  await page.goto(`/flight/confirmation?bookingId=${bookingId}`);
  await expect(feedback).toBeVisible();
  const comment = page.getByRole("textbox", { name: "Tell us more (optional)" });
  await comment.fill("Boarding was quick.");
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(feedback).toHaveAccessibleDescription("Please rate your trip");
  await expect(comment).toHaveValue("Boarding was quick.");
  await expectNoAxeViolations(page, javaScriptEnabled);

  await page.getByText("5 – Excellent").click();
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByText("Thank you for your feedback")).toBeVisible();
  await expect(page.getByText("You rated this trip 5 of 5 (Excellent).")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Thank you for your feedback")).toBeVisible();
  await expect(feedback).toHaveCount(0);
});
