import { expect, test } from "./fixtures";
import { logIn, openLoginPage, WRONG_CREDENTIALS } from "./login-page";
import { accountLike } from "./own-data";

test.describe("login (foundations §2, §5)", () => {
  test("an agent lands on flight search, with an HttpOnly SameSite=Lax uuid cookie, and logs out", async ({
    page,
    context,
  }) => {
    const agent = await accountLike(page.request, "agent@wayfare.test");
    await logIn(page, agent.email, agent.password);
    await expect(page).toHaveURL(/\/flight$/);
    await expect(page.getByRole("heading", { name: "Flight search" })).toBeVisible();
    await expect(page.getByText("Signed in as Asha Rao (Skyline Travels)")).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === "uuid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    const tokenExpiry = JSON.parse(
      Buffer.from(cookie?.value.split(".")[1] ?? "", "base64url").toString(),
    ).exp as number;
    // Expires 300 s before the token (a few seconds of test time either side).
    expect(Math.abs(tokenExpiry - 300 - (cookie?.expires ?? 0))).toBeLessThan(10);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/app\/login$/);
    expect((await context.cookies()).find((c) => c.name === "uuid")).toBeUndefined();
    await page.goto("/flight");
    await expect(page).toHaveURL(/\/app\/login$/);
  });

  test("a customer logs in by mobile number and lands on flight search", async ({ page }) => {
    const customer = await accountLike(page.request, "customer@wayfare.test");
    await logIn(page, customer.mobile, customer.password);
    await expect(page).toHaveURL(/\/flight$/);
    await expect(page.getByText("Signed in as Vikram Iyer")).toBeVisible();
  });

  for (const [like, path, heading] of [
    // Accounts land on manage-user too, on the accounts' money (money.spec.ts).
    ["supplieradmin@wayfare.test", "/manage-user", "People"],
    ["callcenter@wayfare.test", "/manage-carts", "Manage carts"],
    ["employee@acme.test", "/flight", "Flight search"],
  ] as const) {
    test(`an account like ${like} lands on ${path}`, async ({ page }) => {
      const account = await accountLike(page.request, like);
      await logIn(page, account.email, account.password);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      if (path === "/manage-carts") {
        // A landing page without a specified dashboard lists what the role can do today.
        const today = page.getByRole("region", { name: "What you can do here today" });
        await today.getByRole("link", { name: "Search and book flights" }).click();
        await expect(page).toHaveURL(/\/flight$/);
      }
    });
  }

  test("a logged-in agent who opens the login page is sent to the landing page", async ({
    page,
  }) => {
    const agent = await accountLike(page.request, "agent@wayfare.test");
    await logIn(page, agent.email, agent.password);
    await expect(page).toHaveURL(/\/flight$/);
    await page.goto("/app/login");
    await expect(page).toHaveURL(/\/flight$/);
  });

  test("a wrong password shows the catalogue message as an error toast and keeps the username", async ({
    page,
    javaScriptEnabled,
  }) => {
    const agent = await accountLike(page.request, "agent@wayfare.test");
    await logIn(page, agent.email, "not-the-password");
    await expect(page.getByRole("alert").filter({ hasText: WRONG_CREDENTIALS })).toBeVisible();
    await expect(page.getByLabel("Email or mobile")).toHaveValue(agent.email);
    // The server never sends a password back; in a hydrated page the typed one stays to fix.
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue(
      javaScriptEnabled ? "not-the-password" : "",
    );
  });

  test("an inactive account gets 802", async ({ page }) => {
    const inactive = await accountLike(page.request, "inactive@wayfare.test");
    await logIn(page, inactive.email, inactive.password);
    await expect(
      page.getByRole("alert").filter({ hasText: "Your account is currently inactive" }),
    ).toBeVisible();
  });

  test("blank fields: the spec's messages, tied to the fields, and a summary linking to them", async ({
    page,
    javaScriptEnabled,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await openLoginPage(page);
    await page.getByRole("button", { name: "Login" }).click();

    const username = page.getByLabel("Email or mobile");
    await expect(username).toHaveAttribute("aria-invalid", "true");
    await expect(username).toHaveAccessibleDescription(/Please enter a valid Email or Mobile/);
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
      /Password must not be empty/,
    );
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(
      summary.getByRole("link", { name: "Please enter a valid Email or Mobile" }),
    ).toHaveAttribute("href", /#/);
    await expect(summary.getByRole("link", { name: "Password must not be empty" })).toBeVisible();
    // With JavaScript the browser stops the form itself; without it the server says the same.
    expect(posts).toHaveLength(javaScriptEnabled ? 0 : 1);
  });

  test("the Enter key submits", async ({ page }) => {
    const customer = await accountLike(page.request, "customer@wayfare.test");
    await openLoginPage(page);
    await page.getByLabel("Email or mobile").fill(customer.email);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await expect(page).toHaveURL(/\/flight$/);
  });
});

test("the login page links to forgot password and register (F§2)", async ({ page }) => {
  await openLoginPage(page);
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
    "href",
    "/app/forgot-password",
  );
  await expect(page.getByRole("link", { name: "Register" })).toHaveAttribute(
    "href",
    "/app/register",
  );
});
