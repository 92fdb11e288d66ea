import { errorToast, open, readOtp, recordPosts } from "./auth-pages";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";

// Internal login offers only the emails the portal is configured with, so these two are the
// suite's: each project uses its own (one OTP per user name every 30 s), and no other test
// logs in as either.
const accounts = {
  chromium: { email: "sales@wayfare.test", landing: /\/manage-user$/ },
  "chromium-no-js": { email: "supervisor@wayfare.test", landing: /\/manage-carts$/ },
} as const;

test.describe("internal OTP login (foundations §2, §4, §5, §8)", () => {
  test("choose an email, get the OTP, a wrong one is refused, the right one lands by role", async ({
    page,
    request,
  }, testInfo) => {
    const { email, landing } = accounts[testInfo.project.name as keyof typeof accounts];
    await open(page, "/app/internalLogin");
    await page.getByLabel("Email address").selectOption(email);
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "OTP Successfully sent on your registered email ID" }),
    ).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue(email);

    const otp = await readOtp(request, email);
    await page.getByLabel("OTP", { exact: true }).fill(otp === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(errorToast(page, "Invalid OTP")).toBeVisible();

    await page.getByLabel("OTP", { exact: true }).fill(otp);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(landing);
    const cookie = (await page.context().cookies()).find((c) => c.name === "uuid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  });

  test("no email chosen: 'Please Select an Email Address', and no OTP field yet", async ({
    page,
    javaScriptEnabled,
  }) => {
    const posts = recordPosts(page);
    await open(page, "/app/internalLogin");
    await page.getByRole("button", { name: "Send OTP" }).click();
    const select = page.getByLabel("Email address");
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAccessibleDescription("Please Select an Email Address");
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary.getByRole("link")).toHaveText(["Please Select an Email Address"]);
    await expect(page.getByLabel("OTP", { exact: true })).toHaveCount(0);
    expect(posts).toHaveLength(javaScriptEnabled ? 0 : 1);
  });

  test("Google sign-in is not offered when it is not configured", async ({ page }) => {
    await open(page, "/app/internalLogin");
    await expect(page.getByTestId("google-sign-in")).toHaveCount(0);
  });

  test("a signed-in agent is sent to the landing page", async ({ page }) => {
    await logInAsAgent(page);
    for (const path of ["/app/internalLogin", "/app/register", "/app/forgot-password"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/flight$/);
    }
  });
});
