import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint.server";

const head =
  '<html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/></head>';
const body =
  '<body><main>₹ 4,500</main><script nonce="n">window.__reactRouterContext = {};</script>' +
  '<script nonce="n" type="module" async="">import * as route0 from "/assets/root.js";</script>' +
  '<script nonce="n">window.__reactRouterContext.streamController.close();</script>';

describe("scriptsAfterFirstPaint", () => {
  const rewritten = scriptsAfterFirstPaint("n")(Buffer.from(head + body)).toString();

  it("leaves the head's module preloads and the body's module script inert", () => {
    const rewrittenHead = rewritten.slice(0, rewritten.indexOf("</head>"));
    expect(rewrittenHead).not.toContain('rel="modulepreload"');
    expect(rewritten).toContain(
      '<link rel="modulepreload-after-paint" href="/assets/entry.client.js" nonce="n"/>',
    );
    expect(rewritten).not.toContain(' type="module" async=""');
    expect(rewritten).toContain(
      '<script nonce="n" type="wayfare/module-after-paint">import * as route0 from "/assets/root.js";</script><script nonce="n">(function(inert)',
    );
  });

  it("changes nothing else, the page's text included", () => {
    expect(rewritten).toContain('<link rel="stylesheet" href="/assets/app.css"');
    expect(rewritten).toContain("<main>₹ 4,500</main>");
    expect(rewritten).toContain('<script nonce="n">window.__reactRouterContext = {};</script>');
    expect(rewritten.endsWith("streamController.close();</script>")).toBe(true);
  });

  it("leaves a shell without React Router's module script as it is, preloads included", () => {
    const shell = Buffer.from(`${head}<body><main>Page not found</main>`);
    expect(scriptsAfterFirstPaint("n")(shell)).toBe(shell);
  });
});
