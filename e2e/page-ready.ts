import { type Page, test } from "@playwright/test";

/**
 * What "the page is ready" means for the running project: with JavaScript, hydrated and its
 * requests settled (network idle); without, the document loaded — nothing more will arrive,
 * so waiting half a second for an idle network would only cost time.
 */
export function readyState(): "networkidle" | "load" {
  return test.info().project.use.javaScriptEnabled === false ? "load" : "networkidle";
}

/** Waits until `page` is ready to be used (readyState). */
export async function pageReady(page: Page) {
  await page.waitForLoadState(readyState());
}
