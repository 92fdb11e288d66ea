import { expect, test } from "./fixtures";
import { delBomUrl, logInAsAgent } from "./flight-results-page";
import { readyState } from "./page-ready";

test.describe("security defaults", () => {
  test("pages carry a nonce-based CSP; every script has the nonce or its hash and nothing is refused", async ({
    page,
    javaScriptEnabled,
  }) => {
    const refusals: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) refusals.push(message.text());
    });
    // Chrome also files swallowed refusals (e.g. a caught eval probe) as "Issues", unlogged.
    const cdp = await page.context().newCDPSession(page);
    cdp.on("Audits.issueAdded", ({ issue }) => {
      if (issue.code === "ContentSecurityPolicyIssue") refusals.push(JSON.stringify(issue.details));
    });
    await cdp.send("Audits.enable");
    const response = await page.goto("/app/login");
    const headers = response?.headers() ?? {};
    const policy = headers["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");

    if (javaScriptEnabled) {
      // A script without the nonce must be allowed by its hash (the head's scripts marker).
      const unallowed = await page.evaluate(async (csp) => {
        const hashOf = async (text: string) => {
          const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
          return btoa(String.fromCharCode(...new Uint8Array(digest)));
        };
        const unnonced = [...document.scripts].filter((script) => !script.nonce);
        const hashes = await Promise.all(unnonced.map((script) => hashOf(script.text)));
        return hashes.filter((hash) => !csp.includes(`'sha256-${hash}'`)).length;
      }, policy);
      expect(unallowed).toBe(0);
    }
    await logInAsAgent(page);
    await expect(page.getByRole("heading", { name: "Flight search" })).toBeVisible();
    await page.goto(delBomUrl(), { waitUntil: readyState() });
    await expect(page.getByRole("article").first()).toBeVisible();
    expect(refusals).toEqual([]);
  });

  // React Router refuses an action whose Origin is not the request's own (400).
  test("a post from another site is refused before any action runs", async ({ page }) => {
    const forged = await page.request.post("/app/login", {
      headers: { origin: "https://evil.example" },
      form: { username: "someone@example.test", password: "Someone@123" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(400);
    expect(forged.headers()["set-cookie"]).toBeUndefined();
  });
});
