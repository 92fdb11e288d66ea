import { REGISTER_FORM_LABELS } from "@wayfare/forms";
import { expect, test } from "./fixtures";
import { holdScripts } from "./held-scripts";

// Decision 0090: the page paints before its scripts are asked for, and they still hydrate it.
test("the page's scripts are asked for after its first paint, then hydrate it; without JavaScript none is fetched", async ({
  page,
  javaScriptEnabled,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".js")) scripts.push(request.url());
  });
  await page.goto("/app/login");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  if (!javaScriptEnabled) {
    expect(scripts).toEqual([]);
    return;
  }
  // Set by the root's first effect: the page is hydrated.
  await expect.poll(() => page.evaluate(() => document.cookie)).toContain("scriptsRun=1");
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const starts = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js"))
      .map((entry) => entry.startTime);
    return { firstPaint: paint?.startTime ?? Number.NaN, starts };
  });
  expect(timing.starts.length).toBeGreaterThan(10);
  expect(Math.min(...timing.starts)).toBeGreaterThan(timing.firstPaint);
});

test("what a reader types before the page hydrates is still there once it has", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript the page never hydrates");
  const releaseScripts = await holdScripts(page);
  await page.goto("/app/register", { waitUntil: "commit" });
  const email = page.getByRole("textbox", { name: REGISTER_FORM_LABELS.email });
  const password = page.getByLabel(REGISTER_FORM_LABELS.password, { exact: true });
  await email.fill("typed-early@register.test");
  await password.fill("Typed@early1");
  releaseScripts();
  // The password field's toggle is drawn once the page is hydrated, and that redraw is what
  // put back the empty value before.
  await expect(page.getByRole("button", { name: "Show password" })).toBeVisible();
  await expect(email).toHaveValue("typed-early@register.test");
  await expect(password).toHaveValue("Typed@early1");
});
