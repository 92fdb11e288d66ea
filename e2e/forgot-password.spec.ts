import { errorToast, newAccount, open, readOtp, recordPosts, register } from "./auth-pages";
import { expect, test } from "./fixtures";
import { logIn } from "./login-page";
import { pageReady } from "./page-ready";

test.describe("forgot and reset password (foundations §2, §4, §5)", () => {
  test("login → forgot password → reset with the OTP → log in with the new password", async ({
    page,
    request,
  }, testInfo) => {
    const account = newAccount(`reset-${testInfo.project.name}`);
    await register(page, account);

    await open(page, "/app/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/app\/forgot-password$/);
    await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
    await page.getByLabel("Email or mobile").fill(account.email);
    await page.getByRole("button", { name: "Send OTP" }).click();

    await expect(page).toHaveURL(/\/app\/reset-password\?requestId=[^&]+&userName=/);
    const url = new URL(page.url());
    expect(url.searchParams.get("userName")).toBe(account.email);
    await pageReady(page);

    // A wrong OTP is refused with the catalogue's 803, as a toast.
    const otp = await readOtp(request, account.email);
    await page.getByLabel("OTP", { exact: true }).fill(otp === "000000" ? "111111" : "000000");
    await page.getByLabel("New Password").fill("Fresh@2024");
    await page.getByLabel("Confirm Password").fill("Fresh@2024");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(errorToast(page, "Invalid OTP")).toBeVisible();

    await page.getByLabel("OTP", { exact: true }).fill(otp);
    await page.getByLabel("New Password").fill("Fresh@2024");
    await page.getByLabel("Confirm Password").fill("Fresh@2024");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText("Your password has been reset.")).toBeVisible();
    await page.getByRole("link", { name: "Login with your new password" }).click();
    await expect(page).toHaveURL(/\/app\/login$/);

    await logIn(page, account.email, account.password);
    await expect(errorToast(page, "Authorization unsuccessful")).toBeVisible();
    await logIn(page, account.email, "Fresh@2024");
    await expect(page).toHaveURL(/\/flight$/);
  });

  test("a blank or malformed user name gets the spec's message, next to the field and in the summary", async ({
    page,
    javaScriptEnabled,
  }) => {
    const posts = recordPosts(page);
    await open(page, "/app/forgot-password");
    await page.getByRole("button", { name: "Send OTP" }).click();
    const field = page.getByLabel("Email or mobile");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Please enter a valid Email or Mobile/);
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(
      summary.getByRole("link", { name: "Please enter a valid Email or Mobile" }),
    ).toBeVisible();
    expect(posts).toHaveLength(javaScriptEnabled ? 0 : 1);

    await page.getByLabel("Email or mobile").fill("not an email");
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByLabel("Email or mobile")).toHaveAccessibleDescription(
      /Please enter a valid Email or Mobile/,
    );
    await expect(page).toHaveURL(/\/app\/forgot-password$/);
  });

  test("the forgot-password page links back to login", async ({ page }) => {
    await open(page, "/app/forgot-password");
    await page.getByRole("link", { name: "Back to login" }).click();
    await expect(page).toHaveURL(/\/app\/login$/);
  });

  test("reset checks its fields in the spec's order, one message at a time", async ({
    page,
    javaScriptEnabled,
  }) => {
    const posts = recordPosts(page);
    await open(page, "/app/reset-password?requestId=r-1&userName=someone%40example.test");
    const submit = page.getByRole("button", { name: "Reset password" });
    const otp = page.getByLabel("OTP", { exact: true });
    const newPassword = page.getByLabel("New Password");
    const confirm = page.getByLabel("Confirm Password");
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });

    const pattern =
      "New Password must conatin minimum of 5 characters, a combination of uppercase and lowercase letter and a special character";
    // [OTP, new password, confirmation] → the one field in error and its message.
    const steps = [
      [["", "", ""], otp, "OTP is required"],
      [["123456", "", ""], newPassword, "New Password is required"],
      [["123456", "weak", ""], confirm, "Confirm Password is required"],
      [["123456", "weak", "weak"], newPassword, pattern],
      [["123456", "Strong@1", "Strong@2"], confirm, "Password must be same in both the fields"],
    ] as const;
    for (const [[otpValue, newValue, confirmValue], field, message] of steps) {
      await otp.fill(otpValue);
      await newPassword.fill(newValue);
      await confirm.fill(confirmValue);
      await submit.click();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
      await expect(summary.getByRole("link")).toHaveText([message]);
    }
    expect(posts).toHaveLength(javaScriptEnabled ? 0 : steps.length);
  });

  test("a reset link without its request id explains itself", async ({ page }) => {
    await open(page, "/app/reset-password");
    await expect(page.getByText("This reset link is incomplete. Request a new OTP.")).toBeVisible();
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/app\/forgot-password$/);
  });
});
