import type { Page } from "@playwright/test";
import { readyState } from "./page-ready";

export const WRONG_CREDENTIALS = "Authorization unsuccessful, email/mobile or password invalid";

/** Opens the login page; with JavaScript, waits until the page is hydrated and idle. */
export async function openLoginPage(page: Page) {
  await page.goto("/app/login", { waitUntil: readyState() });
}

export async function logIn(page: Page, username: string, password: string) {
  await openLoginPage(page);
  await page.getByLabel("Email or mobile").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}
