import { newAccount, register } from "./auth-pages";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { logIn } from "./login-page";
import { pageReady } from "./page-ready";

test("My profile: the name, mobile and phone are saved; the email stays; bad input is explained (J§2)", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const account = newAccount(`profile-${testInfo.project.name}`);
  await register(page, account);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/flight$/);
  await page.getByRole("banner").getByRole("link", { name: "My profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
  await expect(page.getByLabel("Full name")).toHaveValue(account.companyName);
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  await page.getByLabel("Full name").fill("");
  await page.getByLabel("Mobile").fill("12345");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("link", { name: "Please enter valid Mobile Number" })).toBeVisible();
  await expect(page.getByLabel("Mobile")).toHaveValue("12345");

  await page.getByLabel("Full name").fill("Meera Travels and Tours");
  await page.getByLabel("Mobile").fill(account.mobile);
  await page.getByLabel("Phone (optional)").fill("011 2345 6789");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your profile is saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("Meera Travels and Tours");
  await expect(page.getByLabel("Phone (optional)")).toHaveValue("011 2345 6789");
  await expect(page.getByText("Signed in as Meera Travels and Tours")).toBeVisible();
});
