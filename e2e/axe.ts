import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The page's window with the mark a clean scan leaves until the document changes. */
type ScannedWindow = Window & { wayfareScannedClean?: boolean };

/** axe's violations on the page as it stands, everything in it scanned. */
export async function axeViolations(page: Page) {
  const violations = (await new AxeBuilder({ page }).setLegacyMode(true).analyze()).violations;
  if (violations.length === 0) await watchForChangesSinceCleanScan(page);
  return violations;
}

/**
 * Marks the document as scanned clean until anything in it changes; a navigation drops the
 * mark with the window.
 */
async function watchForChangesSinceCleanScan(page: Page) {
  await page.evaluate(() => {
    const marked = window as ScannedWindow;
    marked.wayfareScannedClean = true;
    const observer = new MutationObserver(() => {
      marked.wayfareScannedClean = false;
      observer.disconnect();
    });
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/** Whether axe found nothing on this document and nothing in it has changed since. */
export function unchangedSinceCleanScan(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as ScannedWindow).wayfareScannedClean === true);
}

/**
 * axe on the page as it stands. axe runs as a script in the page, so the projects without
 * JavaScript skip it.
 */
export async function expectNoAxeViolations(page: Page, javaScriptEnabled = true) {
  if (!javaScriptEnabled) return;
  expect(await axeViolations(page)).toEqual([]);
}
