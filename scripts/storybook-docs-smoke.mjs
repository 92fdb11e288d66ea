#!/usr/bin/env node
// Smoke check of the built Storybook's docs pages (run `npm run build-storybook` first).
//
// Serves storybook-static/ on 127.0.0.1 (a free port), reads its index.json and opens every
// entry of type "docs" (iframe.html?id=<id>&viewMode=docs) in Debian's Chromium, two pages
// at a time. A page fails when:
//   - Storybook shows its error display (body class `sb-show-errordisplay`) or the docs root
//     `#storybook-docs` is missing or empty once the page has rendered;
//   - a story shown on the page errors, or the page logs an uncaught error or a console error;
//   - its text holds raw Markdown table syntax (a line that starts with `|` and holds another
//     `|`, or a `|---|` separator row): a table that MDX did not turn into a <table>;
//   - it does not finish rendering within the timeout.
// A page is rendered when Storybook has announced `docsRendered` and every story shown inline
// on it has finished (its render phase is finished, errored or aborted); no fixed sleeps.
//
// Usage: node scripts/storybook-docs-smoke.mjs [--dir storybook-static] [--only <id substring>]
// Exit code 0 when every page passes, 1 otherwise (each bad page is listed with its reasons).

import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const staticDir = path.resolve(repoRoot, option("--dir", "storybook-static"));
const only = option("--only", "");
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell";
const CHROME_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
/** Pages open at once: two suit a 2-core machine. */
const PARALLEL = 2;
const RENDER_TIMEOUT_MS = 30_000;
/** Pages in a row that never finish rendering before the check gives up on the rest. */
const MAX_TIMEOUTS_IN_A_ROW = 3;

const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

/** A static file server for `dir` on 127.0.0.1 and a free port. */
async function serve(dir) {
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://127.0.0.1");
    if (pathname === "/favicon.ico") {
      // The build has favicon.svg only; the browser still asks for /favicon.ico.
      response.writeHead(204).end();
      return;
    }
    const file = path.join(dir, decodeURIComponent(pathname === "/" ? "/index.html" : pathname));
    if (!file.startsWith(dir + path.sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      const type = CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream";
      // The build does not change while the check runs: let the browser cache (and keep
      // its compiled code for) the preview's scripts between pages.
      response.writeHead(200, { "content-type": type, "cache-control": "max-age=3600" }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return { server, origin: `http://127.0.0.1:${port}` };
}

/**
 * Runs in the page before Storybook: listens on Storybook's channel (set as a global when the
 * preview starts) for the docs page being rendered and for each inline story's render phase.
 */
function watchStorybookChannel() {
  const state = { channelSeen: false, docsRendered: false, phases: {}, errors: [] };
  Object.defineProperty(window, "__docsSmoke", { value: state });
  let channel;
  Object.defineProperty(window, "__STORYBOOK_ADDONS_CHANNEL__", {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      state.channelSeen = true;
      value.on("docsRendered", () => {
        state.docsRendered = true;
      });
      value.on("storyRenderPhaseChanged", ({ newPhase, storyId }) => {
        state.phases[storyId] = newPhase;
      });
      value.on("storyThrewException", (error) => {
        state.errors.push(`story threw: ${error?.message ?? error}`);
      });
      value.on("storyErrored", (error) => {
        state.errors.push(`story errored: ${error?.title ?? ""} ${error?.description ?? ""}`);
      });
    },
  });
}

/** True once the page shows Storybook's error display, or its docs and inline stories are done. */
function docsSettled() {
  const state = window.__docsSmoke;
  if (document.body.classList.contains("sb-show-errordisplay")) return true;
  if (!state?.docsRendered) return false;
  const root = document.getElementById("storybook-docs");
  if (!root) return true;
  const done = new Set(["finished", "errored", "aborted"]);
  for (const story of root.querySelectorAll(".sb-story[id^='story--']")) {
    if (!done.has(state.phases[story.id.slice("story--".length)])) return false;
  }
  // Stories shown in their own iframe (`docs.story.inline: false`).
  for (const frame of root.querySelectorAll("iframe")) {
    const body = frame.contentDocument?.body;
    if (!body || frame.contentDocument.readyState !== "complete") return false;
    if (
      !body.classList.contains("sb-show-main") &&
      !body.classList.contains("sb-show-errordisplay")
    )
      return false;
  }
  return true;
}

/** Why a page has not finished rendering: what the check saw of Storybook. */
function renderState() {
  const state = window.__docsSmoke;
  if (!state?.channelSeen) return "Storybook's channel never appeared";
  if (!state.docsRendered) return "no docsRendered event";
  const pending = Object.entries(state.phases).filter(
    ([, phase]) => !["finished", "errored", "aborted"].includes(phase),
  );
  return pending.length > 0
    ? `stories still rendering: ${pending.map(([id, phase]) => `${id} (${phase})`).join(", ")}`
    : "a story or a story iframe has not finished";
}

/** What the rendered page says is wrong with it (empty when nothing is). */
function inspectDocs() {
  const problems = [];
  const state = window.__docsSmoke;
  const body = document.body;
  if (body.classList.contains("sb-show-errordisplay")) {
    const message = document.getElementById("error-message")?.textContent?.trim();
    problems.push(`Storybook error display: ${message || "(no message)"}`);
  }
  const root = document.getElementById("storybook-docs");
  if (!root) problems.push("#storybook-docs is missing");
  else if (root.childElementCount === 0 || !root.textContent?.trim())
    problems.push("#storybook-docs is empty");
  for (const [storyId, phase] of Object.entries(state?.phases ?? {})) {
    if (phase === "errored") problems.push(`story ${storyId} errored`);
  }
  problems.push(...(state?.errors ?? []));
  for (const frame of root?.querySelectorAll("iframe") ?? []) {
    if (frame.contentDocument?.body.classList.contains("sb-show-errordisplay")) {
      const message = frame.contentDocument.getElementById("error-message")?.textContent?.trim();
      problems.push(`story iframe shows Storybook's error display: ${message || "(no message)"}`);
    }
  }
  if (root) {
    // The page's text, one block per line, without code blocks (Markdown shown as code is
    // fine) and without the rendered stories (components, not Markdown).
    const copy = root.cloneNode(true);
    for (const skip of copy.querySelectorAll("pre, .sb-story, .docs-story, style, script")) {
      skip.remove();
    }
    const blocks = "p, li, h1, h2, h3, h4, h5, h6, tr, div, blockquote, table, ul, ol, dt, dd";
    for (const block of copy.querySelectorAll(blocks)) {
      block.prepend("\n");
      block.append("\n");
    }
    for (const cell of copy.querySelectorAll("td, th")) cell.append("\t");
    const lines = (copy.textContent ?? "").split("\n").map((line) => line.trim());
    const raw = lines.filter(
      (line) =>
        (line.startsWith("|") && line.indexOf("|", 1) > 0) ||
        (/^[\s|:-]+$/.test(line) && line.includes("|") && line.includes("---")),
    );
    for (const line of raw.slice(0, 3)) {
      problems.push(
        `raw Markdown table text: ${line.length > 100 ? `${line.slice(0, 100)}…` : line}`,
      );
    }
    if (raw.length > 3) problems.push(`… and ${raw.length - 3} more raw table lines`);
  }
  return problems;
}

async function main() {
  const indexFile = path.join(staticDir, "index.json");
  if (!existsSync(indexFile)) {
    console.error(`${indexFile} is missing: run \`npm run build-storybook\` first.`);
    process.exit(1);
  }
  const index = JSON.parse(await readFile(indexFile, "utf8"));
  const entries = Object.values(index.entries ?? {}).filter(
    (entry) => entry.type === "docs" && entry.id.includes(only),
  );
  if (entries.length === 0) {
    console.error(`No docs entries in ${indexFile}${only ? ` matching "${only}"` : ""}.`);
    process.exit(1);
  }

  const started = performance.now();
  const { server, origin } = await serve(staticDir);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(watchStorybookChannel);

  /** @type {{ id: string, importPath: string, problems: string[] }[]} */
  const failures = [];
  let next = 0;
  let checked = 0;
  let timeoutsInARow = 0;

  async function worker() {
    const page = await context.newPage();
    /** @type {string[]} */
    let logged = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(`console error: ${message.text()}`);
    });
    page.on("pageerror", (error) => logged.push(`page error: ${error.message}`));
    while (next < entries.length && timeoutsInARow < MAX_TIMEOUTS_IN_A_ROW) {
      const entry = entries[next++];
      logged = [];
      const problems = [];
      try {
        await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=docs`);
        let settled = true;
        try {
          await page.waitForFunction(docsSettled, undefined, {
            timeout: RENDER_TIMEOUT_MS,
            polling: 50,
          });
        } catch {
          settled = false;
        }
        if (settled) {
          timeoutsInARow = 0;
          problems.push(...(await page.evaluate(inspectDocs)));
        } else {
          timeoutsInARow += 1;
          const seen = await page.evaluate(renderState);
          problems.push(`did not finish rendering in ${RENDER_TIMEOUT_MS / 1000} s: ${seen}`);
        }
      } catch (error) {
        problems.push(`${error instanceof Error ? error.message.split("\n")[0] : error}`);
      }
      problems.push(...logged.map((line) => line.split("\n")[0]));
      checked += 1;
      if (problems.length > 0)
        failures.push({ id: entry.id, importPath: entry.importPath, problems });
    }
    await page.close();
  }

  try {
    await Promise.all(Array.from({ length: Math.min(PARALLEL, entries.length) }, worker));
  } finally {
    await browser.close();
    server.close();
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const skipped = entries.length - checked;
  if (failures.length > 0 || skipped > 0) {
    console.error(`Storybook docs smoke: ${failures.length} of ${checked} docs pages failed:`);
    for (const { id, importPath, problems } of failures) {
      console.error(`- ${id} (${importPath})`);
      for (const problem of problems) console.error(`    ${problem}`);
    }
    if (skipped > 0) {
      console.error(
        `${skipped} more pages not checked: ${MAX_TIMEOUTS_IN_A_ROW} pages in a row did not finish rendering.`,
      );
    }
    console.error(`${checked} docs pages checked in ${seconds} s.`);
    process.exit(1);
  }
  console.log(`Storybook docs smoke: ${checked} docs pages checked in ${seconds} s, all passed.`);
}

await main();
