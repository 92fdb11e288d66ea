import { REGISTER_FORM_LABELS } from "@wayfare/forms";
import { expect, test } from "./fixtures";
import { holdScripts } from "./held-scripts";

// Decision 0088: the page's scripts are fetched at low priority, behind its document and
// stylesheet, and still hydrate it.
test("the page's scripts are asked for at low priority, then hydrate it", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript nothing hydrates");
  const priorities = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Network.requestWillBeSent", ({ request }) => {
    if (request.url.endsWith(".js")) priorities.set(request.url, request.initialPriority);
  });
  await cdp.send("Network.enable");
  await page.goto("/app/login");
  // Set by the root's first effect: the page is hydrated.
  await expect.poll(() => page.evaluate(() => document.cookie)).toContain("scriptsRun=1");
  expect(priorities.size).toBeGreaterThan(10);
  expect(new Set(priorities.values())).toEqual(new Set(["Low"]));
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
