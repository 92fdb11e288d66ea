import type { Page } from "@playwright/test";
import { runningTest } from "./running-test";

/**
 * What "the page is ready" means for the running project: with JavaScript, hydrated and its
 * requests settled (network idle); without, the document loaded — nothing more will arrive,
 * so waiting half a second for an idle network would only cost time. Outside the runner the
 * browser runs JavaScript (scripts/lighthouse-scores.mjs).
 */
export function readyState(): "networkidle" | "load" {
  return runningTest()?.project.use.javaScriptEnabled === false ? "load" : "networkidle";
}

/** Waits until `page` is ready to be used (readyState). */
export async function pageReady(page: Page) {
  await page.waitForLoadState(readyState());
}
