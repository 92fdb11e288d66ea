import { createHash } from "node:crypto";
import { test as base, expect, type Page, type Response } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { axeViolations, unchangedSinceCleanScan } from "./axe";
import { htmlRules } from "./html-rules";
import { pageReady } from "./page-ready";

export { expect };

/** The committed rule set, which says why any rule is off. */
const validator = new HtmlValidate(htmlRules);

interface ServedDocument {
  url: string;
  html: string;
}

/** The validator's findings per document already checked in this worker, by its content. */
const findingsByContent = new Map<string, Promise<string[]>>();

/**
 * The validator's findings on `html`. Tests are served the same document many times (the
 * login page, a search's results); a document differs then only in its CSP nonces, which no
 * rule reads, so each distinct one is validated once.
 */
function validatorFindings(html: string): Promise<string[]> {
  const content = createHash("sha1")
    .update(html.replace(/ nonce="[^"]*"/g, ""))
    .digest("hex");
  let findings = findingsByContent.get(content);
  if (!findings) {
    findings = validator
      .validateString(html)
      .then((report) =>
        report.results.flatMap((result) =>
          result.messages.map(
            (message) => `${message.ruleId} ${message.message} (${message.selector})`,
          ),
        ),
      );
    findingsByContent.set(content, findings);
  }
  return findings;
}

/** What is wrong with one server-rendered document: its title, then the validator's findings. */
async function documentProblems({ url, html }: ServedDocument): Promise<string[]> {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]?.trim());
  const problems = titles.length === 1 && titles[0] ? [] : [`${url}: not one titled <title>`];
  for (const finding of await validatorFindings(html)) problems.push(`${url}: ${finding}`);
  return problems;
}

/** Keeps the HTML of every document the page's main frame is served (not redirects). */
function recordDocuments(page: Page): Promise<ServedDocument | null>[] {
  const documents: Promise<ServedDocument | null>[] = [];
  page.on("response", (response: Response) => {
    const request = response.request();
    if (request.resourceType() !== "document" || request.frame() !== page.mainFrame()) return;
    if (response.status() >= 300 && response.status() < 400) return;
    if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) return;
    documents.push(
      response.text().then(
        (html) => ({ url: response.url(), html }),
        // A document the browser has already let go of (its page replaced at once).
        () => null,
      ),
    );
  });
  return documents;
}

async function isHtmlPage(page: Page): Promise<boolean> {
  if (!page.url().startsWith("http")) return false;
  return (await page.evaluate(() => document.contentType)) === "text/html";
}

/**
 * Every test checks every page it is served: each document the server renders is valid HTML
 * with one title, with and without JavaScript; with JavaScript, axe also passes on the page
 * the test ends on (the specs scan the pages on the way with `expectNoAxeViolations`), unless
 * the spec's own last scan found it clean and nothing has changed since.
 */
export const test = base.extend<{ pageChecks: undefined }>({
  pageChecks: [
    async ({ page, javaScriptEnabled }, use, testInfo) => {
      const documents = recordDocuments(page);
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) return;
      const served = (await Promise.all(documents)).filter((document) => document !== null);
      const problems = (await Promise.all(served.map(documentProblems))).flat();
      expect(problems, "server-rendered HTML (html-validate, <title>)").toEqual([]);
      if (javaScriptEnabled && !page.isClosed() && (await isHtmlPage(page))) {
        await pageReady(page);
        if (await unchangedSinceCleanScan(page)) return;
        expect(await axeViolations(page), `axe on ${page.url()}`).toEqual([]);
      }
    },
    { auto: true },
  ],
});
