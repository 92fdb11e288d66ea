import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe on the page as it stands. React Aria announces a pending submit button by pointing its
 * live announcer at the button; once the page has moved on, that finished announcement points
 * at nothing until React Aria clears it. It is not page content, so it is left out of the scan.
 * axe runs as a script in the page, so the projects without JavaScript skip it.
 */
export async function expectNoAxeViolations(page: Page, javaScriptEnabled = true) {
  if (!javaScriptEnabled) return;
  const scan = new AxeBuilder({ page }).exclude("[data-live-announcer]");
  expect((await scan.analyze()).violations).toEqual([]);
}
