import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { readOtp } from "./auth-pages";
import { expectNoAxeViolations } from "./axe";
import {
  chooseFirstFare,
  confirmReview,
  fillContact,
  fillPassenger,
  payByCard,
  surname,
} from "./booking-steps";
import { expect, test } from "./fixtures";
import { pageReady } from "./page-ready";

/**
 * Books a fare for Kavya with a contact mobile of this run's own (so the outbox's newest OTP
 * for it is this payment's) and pays with the test card whose bank asks for an OTP.
 */
async function payWithOtpCard(page: Page): Promise<string> {
  const mobile = `9${String(Date.now()).slice(-5)}${randomInt(1000, 10000)}`;
  await chooseFirstFare(page);
  await fillPassenger(page, "Adult 1", "Kavya", surname("Nair"));
  await fillContact(page, "kavya.nair@example.in", mobile);
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page).toHaveURL(/\/flight\/review\?bookingId=/);
  await pageReady(page);
  await confirmReview(page);
  await page.getByRole("button", { name: "Review and pay" }).click();
  await pageReady(page);
  await payByCard(page, "4000 0000 0000 3220", "Kavya Nair");
  return mobile;
}

test("a card whose bank asks for an OTP: a wrong one says so with the tries left, a new one can be sent, the right one pays", async ({
  page,
  javaScriptEnabled,
}) => {
  const mobile = await payWithOtpCard(page);

  await expect(page.getByRole("heading", { name: "Enter the OTP from your bank" })).toBeVisible();
  await expect(
    page.getByText(`Your bank has sent an OTP to •••••• ${mobile.slice(-4)}.`),
  ).toBeVisible();
  const otp = page.getByRole("textbox", { name: "OTP" });
  await expect(otp).toHaveAccessibleDescription(/3 attempts left/);
  await otp.fill("12a");
  await page.getByRole("button", { name: "Verify and pay" }).click();
  await expect(otp).toHaveAccessibleDescription(/Invalid OTP/);
  const code = await readOtp(page.request, mobile);
  const wrong = code === "000000" ? "111111" : "000000";
  await otp.fill(wrong);
  await page.getByRole("button", { name: "Verify and pay" }).click();
  await expect(page.getByText("Invalid OTP. You have 2 attempts left.")).toBeVisible();
  if (javaScriptEnabled) await expectNoAxeViolations(page);

  // A new OTP only 30 s after the last: pressed at once, it says how long is left.
  const resend = page.getByRole("button", { name: "Send a new OTP" });
  await expect(resend).toHaveAccessibleDescription(/^You can ask for a new OTP in \d+ seconds?\.$/);
  await resend.click();
  await expect(page.getByRole("alert")).toContainText(
    /You can ask for a new OTP in \d+ seconds?\./,
  );
  let latest = code;
  if (javaScriptEnabled) {
    // The description counts down in the browser; then the new OTP replaces the last.
    await expect(resend).toHaveAccessibleDescription(
      "Didn't get it? 2 more OTPs can be sent for this payment.",
      { timeout: 35_000 },
    );
    await resend.click();
    await expect(
      page.getByRole("status").filter({ hasText: "A new OTP has been sent" }),
    ).toHaveText(
      `A new OTP has been sent to •••••• ${mobile.slice(-4)}. The earlier one no longer works.`,
    );
    await expect(resend).toHaveAccessibleDescription(/You can ask for a new OTP in/);
    await expect(otp).toHaveAccessibleDescription(/2 attempts left/);
    await expectNoAxeViolations(page);
    latest = await readOtp(page.request, mobile);
  }

  await otp.fill(latest);
  await page.getByRole("button", { name: "Verify and pay" }).click();
  await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/, { timeout: 20_000 });
  await expect(
    page.getByRole("heading", { level: 1, name: "Your booking is confirmed" }),
  ).toBeVisible();
});

test("'Cancel payment' at the bank's OTP step: nothing charged, the booking still to pay, another way offered (abort payment, J§4)", async ({
  page,
  javaScriptEnabled,
}) => {
  await payWithOtpCard(page);
  await expect(page.getByRole("heading", { name: "Enter the OTP from your bank" })).toBeVisible();
  const cancel = page.getByRole("button", { name: "Cancel payment" });
  await expect(cancel).toHaveAccessibleDescription(
    "Nothing is charged; you can pay for the booking another way.",
  );
  await cancel.click();
  await expect(page.getByText("You cancelled this payment. Nothing was charged.")).toBeVisible();
  if (javaScriptEnabled) await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Try another way to pay" }).click();
  await expect(page).toHaveURL(/\/flight\/payment\?bookingId=/);
  await expect(page.getByRole("region", { name: "Credit or debit card" })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Credit or debit card" })
      .getByRole("button", { name: /^Pay ₹/ }),
  ).toBeVisible();
});
