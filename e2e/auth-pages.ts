import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { readyState } from "./page-ready";

/** Opens a page; with JavaScript, waits until it is hydrated and idle. */
export async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: readyState() });
}

/**
 * The messages sent to `recipient`, newest first, from the portal's dev outbox
 * (WAYFARE_DEV_OUTBOX in playwright.config.ts, docs/decisions/0008). The service writes a
 * message before it answers the request that sends it, so a test reads once, after the page
 * has said it was sent.
 */
export async function outboxFor(
  request: APIRequestContext,
  recipient: string,
): Promise<{ subject: string | null; body: string }[]> {
  const response = await request.get(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: { subject: string | null; body: string }[] })
    .messages;
}

/** The newest OTP sent to `recipient`. */
export async function readOtp(request: APIRequestContext, recipient: string): Promise<string> {
  const code = (await outboxFor(request, recipient))
    .map((message) => /\b(\d{6})\b/.exec(message.body)?.[1])
    .find(Boolean);
  expect(code, `an OTP sent to ${recipient}`).toBeDefined();
  return code as string;
}

/** A new account's email, mobile and password, unique per test run and project. */
export function newAccount(tag: string) {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    email: `${tag}-${unique}@example.test`,
    mobile: `9${unique.slice(-9).padStart(9, "0")}`,
    password: "Start@123",
    companyName: `${tag} Travels`,
  };
}

export type Account = ReturnType<typeof newAccount>;

export async function fillRegisterForm(page: Page, account: Partial<Account>) {
  await page.getByLabel("Email", { exact: true }).fill(account.email ?? "");
  await page.getByLabel("Password", { exact: true }).fill(account.password ?? "");
  await page.getByLabel("Company name").fill(account.companyName ?? "");
  await page.getByLabel("Mobile").fill(account.mobile ?? "");
}

/** Registers through /app/register and waits for the success message. */
export async function register(page: Page, account: Account) {
  await open(page, "/app/register");
  await fillRegisterForm(page, account);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Registration successful. Your account is ready.")).toBeVisible();
}

/** Collects the POST requests a page makes (to tell browser-side from server-side checks). */
export function recordPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

/** An error toast with this text. */
export function errorToast(page: Page, text: string) {
  return page.getByRole("alert").filter({ hasText: text });
}
