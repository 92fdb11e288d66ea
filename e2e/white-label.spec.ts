import type { Page } from "@playwright/test";
import { fillRegisterForm, newAccount } from "./auth-pages";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { WRONG_CREDENTIALS } from "./login-page";
import { readyState } from "./page-ready";

/**
 * White-label by host (F§1, F§7, decision 0078): the same portal, reached as `localhost` and
 * as the demo partner's `yatra-bazaar.localhost`. Chromium resolves every `*.localhost` name
 * to this machine, so no DNS and no resolver flag is needed: both names are loopback only.
 */
const PARTNER_HOST = "yatra-bazaar.localhost";

function onPartnerHost(baseURL: string | undefined, path: string): string {
  const url = new URL(path, baseURL);
  url.hostname = PARTNER_HOST;
  return url.toString();
}

/** The page's value of a theme token, as the browser resolved it. */
function token(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(),
    `--wf-${name}`,
  );
}

async function logInAt(page: Page, loginUrl: string, email: string, password: string) {
  await page.goto(loginUrl, { waitUntil: readyState() });
  await page.getByLabel("Email or mobile").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test.describe("white-label by host (foundations §1, §6, §7)", () => {
  test("the same portal served under two host names shows two brands", async ({
    page,
    baseURL,
    javaScriptEnabled,
  }) => {
    await page.goto("/app/login", { waitUntil: readyState() });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login to Wayfare");
    await expect(page).toHaveTitle("Login · Wayfare");
    await expect(page.getByRole("main").locator("img")).toHaveCount(0);
    expect(await token(page, "color-primary")).toBe("#1d4ed8");
    await expectNoAxeViolations(page, javaScriptEnabled);

    await page.goto(onPartnerHost(baseURL, "/app/login"), { waitUntil: readyState() });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login to Yatra Bazaar");
    await expect(page).toHaveTitle("Login · Yatra Bazaar");
    await expect(page.getByRole("main").getByText("Yatra Bazaar", { exact: true })).toBeVisible();
    const logo = page.getByRole("main").locator('img[src="/brands/yatra-bazaar.svg"]');
    await expect(logo).toBeVisible();
    // The logo file is there: the browser decoded it.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
    expect(await token(page, "color-primary")).toBe("#9f1239");
    expect(await token(page, "color-canvas")).toBe("#fffbf5");
    // The Login button is painted in the partner's primary colour.
    await expect(page.getByRole("button", { name: "Login" })).toHaveCSS(
      "background-color",
      "rgb(159, 18, 57)",
    );

    // Every page's title names the partner's brand on its host, the error page's too.
    await page.getByRole("main").getByRole("link", { name: "Register" }).click();
    await expect(page).toHaveTitle("Register · Yatra Bazaar");
    await page.goto(onPartnerHost(baseURL, "/no-such-page"), { waitUntil: readyState() });
    await expect(page).toHaveTitle("Page not found · Yatra Bazaar");
  });

  test("a partner's customer cannot log in on the base host, and its session stays on the partner's", async ({
    page,
    context,
    baseURL,
    javaScriptEnabled,
  }, testInfo) => {
    test.setTimeout(120_000);
    const customer = newAccount(`white-label-${testInfo.project.name}`);
    await page.goto(onPartnerHost(baseURL, "/app/register"), { waitUntil: readyState() });
    await fillRegisterForm(page, customer);
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("Registration successful. Your account is ready.")).toBeVisible();

    // On the base host, the partner's account is refused as a wrong password is (801).
    await logInAt(page, "/app/login", customer.email, customer.password);
    await expect(page.getByRole("alert").filter({ hasText: WRONG_CREDENTIALS })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/login$/);

    // On the partner's host it signs in, in the partner's brand.
    await logInAt(page, onPartnerHost(baseURL, "/app/login"), customer.email, customer.password);
    await expect(page).toHaveURL(new RegExp(`//${PARTNER_HOST}:\\d+/flight$`));
    await expect(page.getByText(`Signed in as ${customer.companyName}`)).toBeVisible();
    await expect(page).toHaveTitle("Flight search · Yatra Bazaar");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Yatra Bazaar" }),
    ).toBeVisible();
    await expectNoAxeViolations(page, javaScriptEnabled);

    // The session cookie is the partner host's only; carried to the base host by hand, the
    // service refuses it there (the session is bound to the partner's white-label key).
    const sessionCookies = async (url: string) =>
      (await context.cookies(url)).filter((cookie) => cookie.name === "uuid");
    const [session] = await sessionCookies(onPartnerHost(baseURL, "/"));
    expect(session?.domain).toBe(PARTNER_HOST);
    expect(await sessionCookies(new URL("/", baseURL).toString())).toEqual([]);
    if (!session) throw new Error("no session cookie on the partner's host");
    await context.addCookies([{ ...session, domain: new URL("/", baseURL).hostname }]);
    await page.goto("/flight", { waitUntil: readyState() });
    await expect(page).toHaveURL(/\/app\/(login|session-ended)/);
  });
});
