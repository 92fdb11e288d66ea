import type { Page } from "@playwright/test";

/**
 * Holds back the page's scripts (as a slow connection does) until the returned function is
 * called: the page is painted and can be used, but not hydrated.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
