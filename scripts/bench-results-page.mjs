#!/usr/bin/env node
// The results page at volume (issue 18), each figure against a baseline of the same run:
// - server rendering: requests per second of a big search's results page (DEL-BLR one way,
//   about 560 itineraries; also as a browser that has run the portal's scripts gets it) and
//   of a small one (IXC-DEL, 8), against the login page, 10 connections (autocannon), search
//   unpaced (SEARCH_RETRY_PACE=0);
// - sort and filter in Chromium: a real click to the paint that shows the lists changed, on a
//   round trip CCU-DOH (about 1,000 itineraries in its onward and return lists: the combined
//   view, which shows only its ~150 round-trip fares, is turned off) against IXC-DEL.
// Three rounds each; min and median. The machine is shared: read the ratios, not the times.
//
// Usage: npm run bench:results [-- --browser-only | --server-only]; PORTAL_BUILD=<server entry
// under apps/portal> measures another build.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import { logIn, searchPath, stats } from "./bench-pages.mjs";
import { freePort, startPortal } from "./built-portal.mjs";

const ROUNDS = 3;
const SECONDS = 8;
const CHIPS = ["Departure", "Duration", "Arrival", "Price"];

const fixed = (value) => Number(value.toFixed(1));

/** `cookie` undefined: as a visitor (the login page redirects anyone signed in). */
async function requestsPerSecond(url, cookie) {
  const result = await autocannon({
    url,
    connections: 10,
    duration: SECONDS,
    // What Chromium accepts (the portal answers brotli).
    headers: { ...(cookie ? { cookie } : {}), "accept-encoding": "gzip, deflate, br, zstd" },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  }
  return result.requests.average;
}

async function serverRendering(base, cookie) {
  // A browser that has run the portal's scripts says so (decision 0048): its results
  // document leaves each card's fares to be rendered once opened.
  const returning = `${cookie}; scriptsRun=1`;
  const pages = {
    login: ["/app/login", undefined],
    "results IXC-DEL": [searchPath("IXC", "DEL"), cookie],
    "results DEL-BLR": [searchPath("DEL", "BLR"), cookie],
    "results DEL-BLR, scripts ran": [searchPath("DEL", "BLR"), returning],
  };
  const perSecond = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, [pagePath, pageCookie]] of Object.entries(pages)) {
      perSecond[name].push(await requestsPerSecond(base + pagePath, pageCookie));
    }
  }
  const login = stats(perSecond.login).median;
  return Object.entries(perSecond).map(([name, values]) => {
    const { min, median } = stats(values);
    return {
      page: name,
      "req/s min": fixed(min),
      "req/s median": fixed(median),
      "of login": `${Math.round((median / login) * 100)} %`,
    };
  });
}

/**
 * A real click on the label `text` in `scope`, timed from the click event to the frame after
 * the first paint that shows the lists changed (the second animation frame after their first
 * mutation), or three frames after the address changed when the lists did not.
 */
async function clickToPaint(page, scope, text) {
  // The last change finishes rendering its lists after its first paint.
  await page.waitForTimeout(500);
  const timing = page.evaluate(
    () =>
      new Promise((resolve) => {
        let clickedAt = 0;
        addEventListener(
          "click",
          (event) => {
            clickedAt = event.timeStamp;
          },
          { capture: true, once: true },
        );
        const lists = document.querySelector("[data-slot=results-section]").parentElement;
        const before = location.href;
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          observer.disconnect();
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(performance.now() - clickedAt)),
          );
        };
        // Only the clicked change counts, not the end of the last one rendering.
        const observer = new MutationObserver(() => {
          if (clickedAt) finish();
        });
        observer.observe(lists, { subtree: true, childList: true, characterData: true });
        let framesSinceUrl = -1;
        const frame = () => {
          if (done) return;
          if (framesSinceUrl < 0 && location.href !== before) framesSinceUrl = 0;
          if (framesSinceUrl >= 3) {
            finish();
            return;
          }
          if (framesSinceUrl >= 0) framesSinceUrl++;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  await page.locator(`${scope} label`, { hasText: text }).first().click();
  return timing;
}

async function interactions(base, cookie) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  });
  const rows = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([
      ...cookie.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name, value: value.join("="), url: base };
      }),
      // The onward and return lists apart: the most itineraries a round trip puts on a page.
      { name: "combinedView", value: "0", url: base },
    ]);
    const page = await context.newPage();
    for (const [label, pagePath] of [
      ["IXC-DEL one way", searchPath("IXC", "DEL")],
      ["CCU-DOH round trip", searchPath("CCU", "DOH", true)],
    ]) {
      const lists = page.waitForResponse((r) => r.url().includes("/flight/list/lists"));
      await page.goto(base + pagePath);
      await (await lists).finished();
      const itineraries = await page.locator("[data-slot=results-section] p").allTextContents();
      const sort = [];
      const filter = [];
      for (let round = 0; round < ROUNDS; round++) {
        for (const chip of CHIPS) sort.push(await clickToPaint(page, "[data-slot=sort-bar]", chip));
        // On, then off again: the same list each round.
        for (let flip = 0; flip < 2; flip++) {
          filter.push(await clickToPaint(page, "[data-slot=filter-panel]", "Non-stop"));
        }
      }
      const found = itineraries.map((text) => Number(/\((\d+) found\)/.exec(text)?.[1] ?? 0));
      rows.push({ search: label, itineraries: found.reduce((a, b) => a + b, 0), sort, filter });
    }
  } finally {
    await browser.close();
  }
  const [baseline] = rows;
  return rows.map(({ search, itineraries, sort, filter }) => ({
    search,
    itineraries,
    "sort ms min/median": `${fixed(stats(sort).min)} / ${fixed(stats(sort).median)}`,
    "filter ms min/median": `${fixed(stats(filter).min)} / ${fixed(stats(filter).median)}`,
    "sort vs baseline": `${fixed(stats(sort).median / stats(baseline.sort).median)}x`,
    "filter vs baseline": `${fixed(stats(filter).median / stats(baseline.filter).median)}x`,
  }));
}

const dataDir = mkdtempSync(path.join(tmpdir(), "wayfare-bench-results-"));
const port = await freePort();
const portal = await startPortal(port, dataDir, {
  SEARCH_RETRY_PACE: "0",
  PORTAL_BUILD: process.env.PORTAL_BUILD,
});
try {
  const base = `http://127.0.0.1:${port}`;
  const cookie = await logIn(base);
  if (!process.argv.includes("--browser-only")) console.table(await serverRendering(base, cookie));
  if (!process.argv.includes("--server-only")) console.table(await interactions(base, cookie));
} finally {
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
