import {
  errorToast,
  fillRegisterForm,
  newAccount,
  open,
  recordPosts,
  register,
} from "./auth-pages";
import { expect, test } from "./fixtures";
import { logIn } from "./login-page";
import { pageReady } from "./page-ready";

test.describe("register (foundations §2, §4, §5)", () => {
  test("from the login page: register, follow the link to log in, and land on flight search", async ({
    page,
  }, testInfo) => {
    const account = newAccount(`register-${testInfo.project.name}`);
    await open(page, "/app/login");
    await page.getByRole("link", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/app\/register$/);
    await pageReady(page);
    await fillRegisterForm(page, account);
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("Registration successful. Your account is ready.")).toBeVisible();

    await page.getByRole("link", { name: "Login to your account" }).click();
    await expect(page).toHaveURL(/\/app\/login$/);
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/flight$/);
    await expect(page.getByText(`Signed in as ${account.companyName}`)).toBeVisible();
  });

  test("blank fields: each message next to its field and in the summary", async ({
    page,
    javaScriptEnabled,
  }) => {
    const posts = recordPosts(page);
    await open(page, "/app/register");
    await page.getByRole("button", { name: "Register" }).click();
    const expected = [
      ["Email", "Please enter Email"],
      ["Password", "Password must not be empty"],
      ["Company name", "Company Name is required"],
      ["Mobile", "Please enter valid Mobile Number"],
    ] as const;
    for (const [label, message] of expected) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary.getByRole("link")).toHaveText(expected.map(([, message]) => message));
    expect(posts).toHaveLength(javaScriptEnabled ? 0 : 1);
  });

  test("a bad email, a short password and a bad mobile get their messages", async ({ page }) => {
    await open(page, "/app/register");
    await fillRegisterForm(page, {
      email: "nobody@",
      password: "Ab@1",
      companyName: "Tiny Tours",
      mobile: "12345",
    });
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
      "Please enter valid Email",
    );
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
      "Password must be minimum 6 character",
    );
    await expect(page.getByLabel("Mobile")).toHaveAccessibleDescription(
      "Please enter valid Mobile Number",
    );
    await expect(page.getByLabel("Company name")).toHaveValue("Tiny Tours");
  });

  test("an email or mobile already registered: 812 as an error toast", async ({
    page,
  }, testInfo) => {
    const account = newAccount(`taken-${testInfo.project.name}`);
    await register(page, account);
    await open(page, "/app/register");
    await fillRegisterForm(page, { ...account, email: `other-${account.email}` });
    await page.getByRole("button", { name: "Register" }).click();
    await expect(errorToast(page, "Either email or mobile already exist")).toBeVisible();
    await expect(page.getByLabel("Company name")).toHaveValue(account.companyName);
  });

  test("links back to login", async ({ page }) => {
    await open(page, "/app/register");
    await page.getByRole("link", { name: "Back to login" }).click();
    await expect(page).toHaveURL(/\/app\/login$/);
  });
});
