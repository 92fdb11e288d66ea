import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** axe's violations on the page as it stands, everything in it scanned. */
export async function axeViolations(page: Page) {
  return (await new AxeBuilder({ page }).setLegacyMode(true).analyze()).violations;
}

/**
 * axe on the page as it stands. axe runs as a script in the page, so the projects without
 * JavaScript skip it.
 */
export async function expectNoAxeViolations(page: Page, javaScriptEnabled = true) {
  if (!javaScriptEnabled) return;
  expect(await axeViolations(page)).toEqual([]);
}
