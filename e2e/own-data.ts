import { createHash } from "node:crypto";
import { closeSync, openSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { outsideRunnerId, runningTest } from "./running-test";

/**
 * Data each test owns (docs/decisions/0032): accounts made for it through the portal's dev
 * endpoint, and travel days no other test of the run searches and books on.
 */

export interface OwnAccount {
  userId: string;
  partnerId: string;
  email: string;
  mobile: string;
  password: string;
}

/** A new account like `like` (see accountLike), and the portal's origin the request reached. */
async function newAccount(
  request: APIRequestContext,
  like: string,
  partnerId?: string,
  linkedTo?: string,
): Promise<{ account: OwnAccount; origin: string }> {
  const response = await request.post("/dev/accounts", {
    form: { like, ...(partnerId ? { partnerId } : {}), ...(linkedTo ? { linkedTo } : {}) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return {
    account: (await response.json()) as OwnAccount,
    origin: new URL(response.url()).origin,
  };
}

/**
 * A new account shaped like the demo account `like` (its role, name and opening wallets),
 * in an organisation of its own unless `partnerId` names one to join (an agency's staff),
 * and linked with the account `linkedTo` when given (one person's accounts, decision 0080).
 */
export async function accountLike(
  request: APIRequestContext,
  like: string,
  partnerId?: string,
  linkedTo?: string,
): Promise<OwnAccount> {
  return (await newAccount(request, like, partnerId, linkedTo)).account;
}

/**
 * Makes an account like `like`, logs in as it and opens its landing page; answers the account.
 * The login form is posted as a browser without JavaScript posts it (login.spec.ts walks the
 * page itself), which spares each test the login page. Its Origin is the portal's (the
 * project's baseURL in a test, the context's outside the runner).
 */
export async function logInAsNew(page: Page, like: string, partnerId?: string) {
  const { account, origin } = await newAccount(page.request, like, partnerId);
  await logInAs(page, account, origin);
  return account;
}

/** Logs in as an account of the test's own (in place of whoever was) and opens its landing page. */
export async function logInAs(page: Page, account: OwnAccount, origin: string) {
  const loggedIn = await page.request.post("/app/login", {
    form: { username: account.email, password: account.password },
    headers: { origin },
    maxRedirects: 0,
  });
  const landing = loggedIn.headers().location;
  expect(landing, "the login redirects to the account's landing page").toBeTruthy();
  await page.goto(landing as string);
}

/** A travel date `days` ahead, yyyy-mm-dd. */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * An email address of the running test's own (its project, test and retry), the same each
 * time the test asks: for contact details whose messages the test reads from the outbox.
 * Outside the runner, the process's own.
 */
export function ownEmail(name: string): string {
  const info = runningTest();
  const owner = info ? `${info.project.name}:${info.testId}:${info.retry}` : outsideRunnerId;
  const tag = createHash("sha256").update(owner).digest("hex");
  return `${name}.${tag.slice(0, 12)}@example.in`;
}

/** Days ahead a test may claim: far enough for a hold, within the year a search allows. */
const FIRST_DAY = 20;
const LAST_DAY = 340;

/**
 * Claims `count` travel days (yyyy-mm-dd, ascending) no other test of this run has claimed,
 * so the flights on them sell only to the claiming test. Claims are files created
 * exclusively in the run's directory (e2e/global-setup.ts), so they hold across workers.
 */
function claimTravelDates(count: number): string[] {
  const dir = process.env.E2E_DAYS_DIR;
  if (!dir) throw new Error("E2E_DAYS_DIR is not set: run the suite through playwright.config.ts");
  const claimed: string[] = [];
  for (let day = FIRST_DAY; day <= LAST_DAY && claimed.length < count; day += 1) {
    try {
      closeSync(openSync(join(dir, String(day)), "wx"));
      claimed.push(daysAhead(day));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  if (claimed.length < count) throw new Error("every travel day of this run is claimed");
  return claimed;
}

/** A travel date of the running test's own. */
export function ownTravelDate(): string {
  const [date] = claimTravelDates(1);
  return date as string;
}

/** `count` travel dates of the running test's own, ascending. */
export function ownTravelDates(count: number): string[] {
  return claimTravelDates(count);
}

/** An onward and a later return date of the running test's own. */
export function ownRoundTripDates(): { out: string; back: string } {
  const [out, back] = claimTravelDates(2);
  return { out: out as string, back: back as string };
}
